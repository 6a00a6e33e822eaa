import { deselect, type ItemId } from './albumSelection.ts';

/**
 * Talk §2 album modes: browsing, or a download or delete mode with its own
 * fixed-height bar. In a mode the member selects photos and then acts on all of
 * them at once; Escape or キャンセル leaves the mode.
 */
export type AlbumMode = 'browse' | 'download' | 'delete';

export type AlbumModeState = {
  mode: AlbumMode;
  selected: ReadonlySet<ItemId>;
  /** An action is running (downloading, or hiding after the confirmation): the selection is frozen. */
  busy: boolean;
};

export type AlbumModeEvent =
  | { type: 'enter'; mode: Exclude<AlbumMode, 'browse'> }
  | { type: 'leave' }
  | { type: 'select'; selected: ReadonlySet<ItemId> }
  /** Photos left the album (hidden elsewhere, say): they leave the selection, busy or not. */
  | { type: 'left'; ids: readonly ItemId[] }
  | { type: 'start' }
  | { type: 'finish'; ok: boolean };

/** Talk §2: the download and delete mode bars have a fixed height (px), so the grid below never jumps. */
export const ALBUM_MODE_BAR_HEIGHT = 56;

export const initialAlbumMode: AlbumModeState = { mode: 'browse', selected: new Set(), busy: false };

const EMPTY: ReadonlySet<ItemId> = new Set();

/**
 * Entering a mode keeps what is already selected (select, then choose what to
 * do); leaving clears it. A finished action leaves the mode; a failed one stays
 * in it with the selection, so the member can try again.
 */
export const albumModeReducer = (state: AlbumModeState, event: AlbumModeEvent): AlbumModeState => {
  switch (event.type) {
    case 'enter':
      if (state.busy) return state;
      return { ...state, mode: event.mode };
    case 'leave':
      if (state.busy || state.mode === 'browse') return state;
      return { mode: 'browse', selected: EMPTY, busy: false };
    case 'select':
      return state.busy ? state : { ...state, selected: event.selected };
    case 'left': {
      // A running action works on the photos it took at its start; the selection only shows what remains.
      const selected = deselect(state.selected, event.ids);
      return selected === state.selected ? state : { ...state, selected };
    }
    case 'start':
      return state.mode === 'browse' || state.selected.size === 0 || state.busy
        ? state
        : { ...state, busy: true };
    case 'finish':
      if (!state.busy) return state;
      return event.ok ? { mode: 'browse', selected: EMPTY, busy: false } : { ...state, busy: false };
  }
};

export type AlbumModeBarView = {
  /** What the bar asks for. */
  prompt: string;
  /** The count of selected photos, e.g. '3枚選択中'. */
  count: string;
  actionLabel: string;
  actionDisabled: boolean;
  cancelDisabled: boolean;
};

/** The texts and enabled states of a mode bar (the spec gives none of these texts; キャンセル is the app's). */
export const albumModeBarView = (
  mode: Exclude<AlbumMode, 'browse'>,
  count: number,
  busy: boolean,
): AlbumModeBarView => ({
  prompt: mode === 'download' ? 'ダウンロードする写真を選択してください' : '削除する写真を選択してください',
  count: `${count.toLocaleString('ja-JP')}枚選択中`,
  actionLabel: mode === 'download' ? '選択した写真をダウンロード' : '選択した写真を削除',
  actionDisabled: busy || count === 0,
  cancelDisabled: busy,
});
