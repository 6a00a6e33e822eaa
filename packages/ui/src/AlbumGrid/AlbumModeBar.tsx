import { useEffect } from 'react';
import { Button } from '../Button/Button.tsx';
import styles from './AlbumModeBar.module.css';
import { ALBUM_MODE_BAR_HEIGHT, type AlbumMode, albumModeBarView } from './albumMode.ts';

export type AlbumModeBarProps = {
  mode: Exclude<AlbumMode, 'browse'>;
  count: number;
  busy?: boolean;
  /** Progress while acting, e.g. 'ダウンロード中 2/5'; replaces the count. */
  progress?: string | null;
  onAct: () => void;
  onCancel: () => void;
  /**
   * Escape leaves the mode; turn it off while a dialog of the mode is open so
   * that Escape closes the dialog only.
   */
  escapeLeaves?: boolean;
};

/** The fixed-height bar of the album's download and delete modes (talk §2). */
export const AlbumModeBar = ({
  mode,
  count,
  busy = false,
  progress = null,
  onAct,
  onCancel,
  escapeLeaves = true,
}: AlbumModeBarProps) => {
  const view = albumModeBarView(mode, count, busy);

  useEffect(() => {
    if (!escapeLeaves || busy) return;
    const onKey = (event: KeyboardEvent) => {
      // IME: Escape that cancels a composition is not for us.
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [escapeLeaves, busy, onCancel]);

  return (
    <section
      className={styles.bar}
      data-mode={mode}
      style={{ height: ALBUM_MODE_BAR_HEIGHT }}
      aria-label={mode === 'download' ? 'ダウンロードモード' : '削除モード'}
    >
      <div className={styles.text}>
        <span className={styles.prompt}>{view.prompt}</span>
        <span className={styles.count} aria-live="polite">
          {progress ?? view.count}
        </span>
      </div>
      <div className={styles.actions}>
        <Button
          variant={mode === 'delete' ? 'danger' : 'primary'}
          // While busy the button shows its spinner but keeps focus (Button's loading), so not disabled.
          disabled={view.actionDisabled && !busy}
          loading={busy}
          onClick={onAct}
        >
          {view.actionLabel}
        </Button>
        <Button variant="secondary" disabled={view.cancelDisabled} onClick={onCancel}>
          キャンセル
        </Button>
      </div>
    </section>
  );
};
