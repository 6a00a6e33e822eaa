import { UPLOAD_MESSAGE } from '@genba/validators';
import { useState } from 'react';
import { PhotoViewer } from '../AlbumGrid/PhotoViewer.tsx';
import { Button } from '../Button/Button.tsx';
import { CloseIcon, ImageIcon } from '../Icon/icons.tsx';
import { cx } from '../internal/cx.ts';
import { FileChooser } from '../internal/FileChooser.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import styles from './PhotoAttachments.module.css';
import type { PhotoAttachment } from './photoAttachmentsState.ts';

export type PhotoAttachmentsProps = {
  /** The group's legend. */
  label?: string;
  items: readonly PhotoAttachment[];
  /** How many photos the record takes: the count is shown and choosing stops there. */
  max: number;
  /** Upload progress of the chosen files (uploadProgress of the state); null when idle. */
  progress: { done: number; total: number } | null;
  /** What the last choice left out (types, sizes, the count); shown until dismissed. */
  message?: string | null;
  /** A message for the photos as a whole (the server's 422 on them). */
  error?: string | undefined;
  disabled?: boolean;
  /** The file picker's accept list (extensions or MIME types). */
  accept?: string;
  onChoose: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  onDismissMessage?: () => void;
  className?: string;
};

/**
 * Photos attached to a form: choose (file picker, several at once), a preview tile per file at
 * once, per-tile upload state (uploading, failed with its message and 再送), remove, and the
 * progress of the batch; a stored photo opens large. Data and uploads come from outside: the state
 * is photoAttachmentsState.
 */
export const PhotoAttachments = ({
  label = '写真',
  items,
  max,
  progress,
  message,
  error,
  disabled = false,
  accept,
  onChoose,
  onRemove,
  onRetry,
  onDismissMessage,
  className,
}: PhotoAttachmentsProps) => {
  const full = items.length >= max;
  const viewable = items.flatMap((i) =>
    i.status === 'done' && i.largeSrc !== null ? [{ id: i.key, src: i.largeSrc, name: i.name }] : [],
  );
  const [open, setOpen] = useState<number | null>(null);
  return (
    <fieldset className={cx(styles.root, className)} disabled={disabled}>
      <legend className={styles.legend}>
        {label}（{max}枚まで）
      </legend>
      <div className={styles.toolbar}>
        <FileChooser
          inputLabel="写真ファイル"
          accept={accept}
          startIcon={<ImageIcon />}
          disabled={disabled || full}
          onChoose={onChoose}
        >
          写真を選択
        </FileChooser>
        <span className={styles.count}>
          {items.length}/{max}枚
        </span>
        {progress ? (
          <span className={styles.progress}>
            <progress
              value={progress.done}
              max={progress.total}
              aria-label={`写真のアップロード ${progress.done}/${progress.total}枚`}
            />
            <span aria-hidden="true">
              アップロード中 {progress.done}/{progress.total}枚
            </span>
          </span>
        ) : null}
      </div>
      {message ? (
        <div role="alert" className={styles.message}>
          <p>{message}</p>
          {onDismissMessage ? (
            <Button variant="ghost" size="sm" onClick={onDismissMessage}>
              閉じる
            </Button>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.grid} aria-label={`添付した${label}`}>
          {items.map((item) => (
            <li key={item.key} className={styles.tile} data-status={item.status}>
              {item.status === 'done' && item.largeSrc !== null ? (
                <button
                  type="button"
                  className={styles.open}
                  onClick={() => setOpen(viewable.findIndex((v) => v.id === item.key))}
                  aria-label={`${item.name}を拡大`}
                >
                  <img src={item.src} alt="" className={styles.image} />
                </button>
              ) : (
                <img src={item.src} alt={item.name} className={styles.image} />
              )}
              {item.status === 'uploading' ? (
                <span className={styles.overlay}>
                  <Spinner size="sm" label={`${item.name}をアップロード中`} />
                </span>
              ) : null}
              {item.status === 'failed' ? (
                <span className={styles.overlay} data-failed="">
                  <span className={styles.failedTitle}>{UPLOAD_MESSAGE.failedTitle}</span>
                  {item.error ? (
                    // Two lines at most on the tile; the whole reason in the tooltip.
                    <span className={styles.failedReason} title={item.error}>
                      {item.error}
                    </span>
                  ) : null}
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onRetry(item.key)}
                    aria-label={`${item.name}を再送`}
                  >
                    再送
                  </Button>
                </span>
              ) : null}
              <button
                type="button"
                className={styles.remove}
                onClick={() => onRemove(item.key)}
                aria-label={`${item.name}を削除`}
              >
                <CloseIcon aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>写真はまだありません。</p>
      )}
      <PhotoViewer photos={viewable} index={open} onIndexChange={setOpen} />
    </fieldset>
  );
};
