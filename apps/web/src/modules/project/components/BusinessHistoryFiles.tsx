import type { TBusinessHistoryFile } from '@genba/api-client';
import { Button, ConfirmDialog } from '@genba/ui';
import { BUSINESS_HISTORY_LIMIT, BUSINESS_HISTORY_MESSAGE, UPLOAD_EXTENSIONS } from '@genba/validators';
import { useId, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { saveBlob } from '../../../app/saveBlob.ts';
import styles from './BusinessHistorySection.module.css';

export type BusinessHistoryFilesProps = {
  historyId: number;
  files: readonly TBusinessHistoryFile[];
  canWrite: boolean;
  /** After an upload or a delete: the history is read again. */
  onChanged: () => Promise<unknown>;
};

const ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024)).toLocaleString('ja-JP')} KB`;

/**
 * An entry's attached files: each downloads by its name; writers attach a
 * file (the server checks its type and size) and delete one after confirming.
 */
export const BusinessHistoryFiles = ({
  historyId,
  files,
  canWrite,
  onChanged,
}: BusinessHistoryFilesProps) => {
  const { client } = useApi();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TBusinessHistoryFile | null>(null);

  const download = async (file: TBusinessHistoryFile) => {
    const result = await client.call('downloadBusinessHistoryFile', { params: { id: file.id } });
    if (!result.ok) {
      setMessage(result.messages.join('\n'));
      return;
    }
    saveBlob(result.data, file.name);
  };

  const upload = async (file: File) => {
    setBusy(true);
    setMessage(null);
    const result = await client.call('uploadBusinessHistoryFile', {
      params: { id: historyId },
      body: { file },
    });
    setBusy(false);
    if (!result.ok) setMessage(result.messages.join('\n'));
    else await onChanged();
  };

  if (files.length === 0 && !canWrite) return null;
  return (
    <div className={styles.files}>
      {files.length > 0 && (
        <ul className={styles.fileList} aria-label="添付ファイル">
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              <Button variant="ghost" size="sm" onClick={() => void download(file)}>
                {file.name}
              </Button>
              <span className={styles.size}>{kilobytes(file.size)}</span>
              {canWrite && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${file.name}を削除`}
                  onClick={() => setDeleting(file)}
                >
                  削除
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && files.length < BUSINESS_HISTORY_LIMIT.filesPerEntry && (
        <span className={styles.attach}>
          <label htmlFor={inputId} className={styles.attachLabel}>
            ファイルを添付
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </span>
      )}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="destructive"
        title="添付ファイルを削除"
        description={BUSINESS_HISTORY_MESSAGE.fileDeleteWarning}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await client.call('deleteBusinessHistoryFile', { params: { id: deleting.id } });
          if (!result.ok) {
            setMessage(result.messages.join('\n'));
            throw new Error('delete failed');
          }
          setDeleting(null);
          await onChanged();
        }}
      />
    </div>
  );
};
