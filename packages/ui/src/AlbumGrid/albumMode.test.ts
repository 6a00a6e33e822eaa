import { describe, expect, it } from 'vitest';
import { type AlbumModeState, albumModeBarView, albumModeReducer, initialAlbumMode } from './albumMode.ts';
import { toggleAll } from './albumSelection.ts';

const selected = (...ids: number[]) => new Set<number>(ids);
const run = (...events: Parameters<typeof albumModeReducer>[1][]): AlbumModeState =>
  events.reduce(albumModeReducer, initialAlbumMode);

describe('albumModeReducer', () => {
  it('enters a mode keeping the selection and leaves it clearing the selection', () => {
    const inMode = run({ type: 'select', selected: selected(1, 2) }, { type: 'enter', mode: 'download' });
    expect(inMode.mode).toBe('download');
    expect([...inMode.selected]).toEqual([1, 2]);
    const left = albumModeReducer(inMode, { type: 'leave' });
    expect(left).toEqual({ mode: 'browse', selected: new Set(), busy: false });
  });

  it('does not start with nothing selected or outside a mode', () => {
    expect(run({ type: 'enter', mode: 'delete' }, { type: 'start' }).busy).toBe(false);
    expect(run({ type: 'select', selected: selected(1) }, { type: 'start' }).busy).toBe(false);
  });

  it('freezes the selection and the mode while busy', () => {
    const busy = run(
      { type: 'enter', mode: 'delete' },
      { type: 'select', selected: selected(3) },
      { type: 'start' },
    );
    expect(busy.busy).toBe(true);
    expect(albumModeReducer(busy, { type: 'select', selected: selected(4) })).toBe(busy);
    expect(albumModeReducer(busy, { type: 'leave' })).toBe(busy);
    expect(albumModeReducer(busy, { type: 'enter', mode: 'download' })).toBe(busy);
  });

  it('leaves the mode after a successful action and stays after a failed one', () => {
    const busy = run(
      { type: 'enter', mode: 'download' },
      { type: 'select', selected: selected(1, 2) },
      { type: 'start' },
    );
    expect(albumModeReducer(busy, { type: 'finish', ok: true })).toEqual(initialAlbumMode);
    const failed = albumModeReducer(busy, { type: 'finish', ok: false });
    expect(failed).toMatchObject({ mode: 'download', busy: false });
    expect([...failed.selected]).toEqual([1, 2]);
  });

  it('takes photos that left the album out of the selection, a select-all too, and keeps the state when none was chosen', () => {
    const items = [1, 2, 3].map((id) => ({
      id,
      src: '',
      name: `${id}.jpg`,
      folderName: null,
      registeredDate: '2026-11-25',
      shotDate: null,
      memberName: '田中',
    }));
    const chosen = run({ type: 'select', selected: selected(1, 2) }, { type: 'left', ids: [2, 9] });
    expect([...chosen.selected]).toEqual([1]);
    expect(albumModeReducer(chosen, { type: 'left', ids: [9] })).toBe(chosen);
    const all = run(
      { type: 'select', selected: toggleAll(items, new Set(), false) },
      { type: 'left', ids: [3] },
    );
    expect([...all.selected]).toEqual([1, 2]);
  });

  it('ignores a finish that was never started and a leave while browsing', () => {
    const browsing = run({ type: 'select', selected: selected(9) });
    expect(albumModeReducer(browsing, { type: 'finish', ok: true })).toBe(browsing);
    expect(albumModeReducer(browsing, { type: 'leave' })).toBe(browsing);
  });
});

describe('albumModeBarView', () => {
  it('names the action of each mode and disables it with nothing selected', () => {
    expect(albumModeBarView('download', 0, false)).toMatchObject({
      prompt: 'ダウンロードする写真を選択してください',
      count: '0枚選択中',
      actionLabel: '選択した写真をダウンロード',
      actionDisabled: true,
      cancelDisabled: false,
    });
    expect(albumModeBarView('delete', 1200, false)).toMatchObject({
      actionLabel: '選択した写真を削除',
      count: '1,200枚選択中',
      actionDisabled: false,
    });
  });

  it('disables both buttons while busy', () => {
    expect(albumModeBarView('delete', 3, true)).toMatchObject({ actionDisabled: true, cancelDisabled: true });
  });
});
