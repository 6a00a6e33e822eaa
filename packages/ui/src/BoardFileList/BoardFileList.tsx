import {
  BBS_FILE_MESSAGE,
  bbsFileDeleteConfirm,
  UPLOAD_EXTENSIONS,
  UPLOAD_MESSAGE,
  uploadsCanceledMessage,
} from '@genba/validators';
import type { ComponentProps } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FileIcon } from '../Icon/icons.tsx';
import { cx } from '../internal/cx.ts';
import { FileChooser } from '../internal/FileChooser.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { UploadProgress } from '../UploadProgress/UploadProgress.tsx';
import styles from './BoardFileList.module.css';
import {
  type BoardUploadsState,
  uploadPercent,
  uploadProgress,
  uploadProgressLabel,
} from './boardUploads.ts';

/** One file of a room's board, as the list shows it (the page maps the wire's building file). */
export type BoardFileItem = {
  id: number;
  name: string;
  /** 'n KB' (formatFileSize of @genba/validators). */
  sizeLabel: string;
  /** The download URL (building_file_path). */
  href: string;
  uploader: string;
  /** The registration or update date as shown, e.g. '11/18'. */
  date: string;
  pickup: boolean;
  unread: boolean;
  /** The viewer uploaded it or manages the room: 差し替え and 削除 are offered (the server decides again). */
  canDelete: boolean;
};

export type BoardFileListProps = Omit<ComponentProps<'div'>, 'children'> & {
  files: readonly BoardFileItem[];
  uploads: BoardUploadsState;
  /** Room managers toggle ピックアップ. */
  canPickup: boolean;
  /** Files chosen with ファイルを追加 (the page checks their types and sizes). */
  onChoose: (files: File[]) => void;
  /** A file's link was followed: the page marks it read. The browser downloads it. */
  onOpen: (file: BoardFileItem) => void;
  onTogglePickup: (file: BoardFileItem) => void;
  /** Called after the confirmation; a rejected promise keeps the dialog open. */
  onDelete: (file: BoardFileItem) => void | Promise<void>;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
  /** 差し替え: a new version of a file the viewer may change (canDelete); the others see it unread again. */
  onReplace?: (file: BoardFileItem, replacement: File) => void;
  /** キャンセル: stops the current and the remaining uploads (talk §4). Left out, no button. */
  onCancel?: () => void;
  /** A message about the last choice or action (unsupported types, a failed pickup). */
  notice?: string | null;
};

const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * A room's board files (issue 11 §7): pickup first, 未読 until opened, each a download link;
 * uploads one at a time with アップロード中 n/total and the bytes' percentage, キャンセル
 * stopping the rest; failures kept with their reason and a 再試行; room managers toggle ピックアップ; 削除 after a confirmation. Every action is a
 * button or a link, so the list is used with Tab and Enter.
 */
export const BoardFileList = ({
  files,
  uploads,
  canPickup,
  onChoose,
  onOpen,
  onTogglePickup,
  onDelete,
  onRetry,
  onDismiss,
  onCancel,
  onReplace,
  notice,
  className,
  ...rest
}: BoardFileListProps) => {
  const progress = uploadProgress(uploads);
  return (
    <div className={cx(styles.root, className)} {...rest}>
      <div className={styles.toolbar}>
        <FileChooser inputLabel="追加するファイル" accept={ACCEPT} onChoose={onChoose}>
          ファイルを追加
        </FileChooser>
      </div>
      {notice ? (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {progress ? (
        <UploadProgress
          label={uploadProgressLabel(progress)}
          percent={uploadPercent(uploads) ?? 0}
          onCancel={onCancel}
        />
      ) : uploads.canceled ? (
        <p role="status" className={styles.canceled}>
          {uploadsCanceledMessage(uploads.canceled)}
        </p>
      ) : null}
      {uploads.items.length > 0 ? (
        <ul className={styles.list} aria-label="アップロード">
          {uploads.items.map((u) => (
            <li key={u.key} className={styles.file} data-state={u.status}>
              <span className={styles.name}>
                {u.status === 'failed' ? null : <Spinner size="sm" label={null} />}
                {u.name}
              </span>
              {u.status === 'failed' ? (
                <>
                  <span className={styles.failed}>
                    {UPLOAD_MESSAGE.failedTitle}
                    {u.message ? `：${u.message}` : ''}
                  </span>
                  <span className={styles.actions}>
                    <Button size="sm" variant="secondary" onClick={() => onRetry(u.key)}>
                      再試行
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => onDismiss(u.key)}>
                      閉じる
                    </Button>
                  </span>
                </>
              ) : (
                <span className={styles.meta}>{u.status === 'uploading' ? 'アップロード中' : '待機中'}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {files.length === 0 && uploads.items.length === 0 ? (
        <p className={styles.empty}>{BBS_FILE_MESSAGE.empty}</p>
      ) : (
        <ul className={styles.list} aria-label="ファイル">
          {files.map((f) => (
            <li key={f.id} className={styles.file} data-state={f.unread ? 'unread' : 'read'}>
              <a
                className={styles.link}
                href={f.href}
                download={f.name}
                onClick={() => onOpen(f)}
                aria-label={`${f.name}をダウンロード`}
              >
                <FileIcon size={16} aria-hidden="true" />
                <span className={styles.name}>{f.name}</span>
              </a>
              <span className={styles.meta}>
                {f.pickup ? <Badge tone="brand">ピックアップ</Badge> : null}
                {f.unread ? <Badge tone="danger">未読</Badge> : null}
                <span>{f.sizeLabel}</span>
                <span>{f.uploader}</span>
                <span>{f.date}</span>
              </span>
              {canPickup || f.canDelete ? (
                <span className={styles.actions}>
                  {canPickup ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-pressed={f.pickup}
                      aria-label={`${f.name}をピックアップ`}
                      onClick={() => onTogglePickup(f)}
                    >
                      ピックアップ
                    </Button>
                  ) : null}
                  {f.canDelete && onReplace ? (
                    <FileChooser
                      inputLabel={`${f.name}の差し替えファイル`}
                      accept={ACCEPT}
                      multiple={false}
                      onChoose={([replacement]) => {
                        if (replacement) onReplace(f, replacement);
                      }}
                    >
                      差し替え
                    </FileChooser>
                  ) : null}
                  {f.canDelete ? (
                    <ConfirmDialog
                      title="ファイルの削除"
                      description={bbsFileDeleteConfirm(f.name)}
                      variant="destructive"
                      onConfirm={() => onDelete(f)}
                      trigger={
                        <Button size="sm" variant="ghost" aria-label={`${f.name}を削除`}>
                          削除
                        </Button>
                      }
                    />
                  ) : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
