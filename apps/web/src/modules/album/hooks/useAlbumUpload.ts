import type { TAlbumPhoto } from '@genba/api-client/schemas';
import type { AlbumGridItem } from '@genba/ui/album-grid';
import { ALBUM_UPLOAD_LIMITS, UPLOAD, uploadFailureCount } from '@genba/validators';
import { useCallback, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { planUpload, runBounded, type TaskOutcome } from '../state/uploadQueue.ts';
import { partitionPhotos } from '../utils/partitionPhotos.ts';
import { newUploadKey, storeAlbumPhoto, type UploadTarget } from '../utils/storeAlbumPhoto.ts';

type Pending = {
  key: string;
  file: File;
  board: boolean;
  /** Tags every file of the upload carries (talk §7 tag_setting_ids[]). */
  tagIds: number[];
  /** The first file of a tagged upload: sent last, with is_latest (talk §4), also when retried. */
  latest: boolean;
  preview: string;
  status: 'uploading' | 'failed';
  error?: string;
};

const patch = (list: Pending[], key: string, change: Partial<Pending> | null): Pending[] =>
  change === null
    ? list.filter((p) => p.key !== key)
    : list.map((p) => (p.key === key ? { ...p, ...change } : p));

/**
 * Uploads with placeholders (talk §4): each file is a tile at once; success
 * hands the server's photo to `onStored` and drops the tile; a failure keeps
 * it as アップロード失敗 with retry. Bounded concurrency, cancel, progress.
 */
export const useAlbumUpload = (onStored: (photo: TAlbumPhoto) => void) => {
  const { client } = useApi();
  const [pending, setPending] = useState<Pending[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);

  const sendOne = useCallback(
    async (item: Pending, target: UploadTarget): Promise<void> => {
      const result = await storeAlbumPhoto(client, item.file, target, {
        key: item.key,
        board: item.board,
        tagIds: item.tagIds,
        latest: item.latest,
      });
      if (!result.ok) throw new Error(result.messages.join('\n'));
      onStored(result.data.photo);
    },
    [client, onStored],
  );

  const run = useCallback(
    async (items: Pending[], target: UploadTarget) => {
      setProgress({ done: 0, total: items.length });
      let done = 0;
      const settle = (item: Pending, outcome: TaskOutcome<void>) => {
        done++;
        setProgress({ done, total: items.length });
        if (outcome.status === 'done') {
          URL.revokeObjectURL(item.preview);
          setPending((list) => patch(list, item.key, null));
        } else {
          const error =
            outcome.status === 'failed' && outcome.error instanceof Error ? outcome.error.message : undefined;
          setPending((list) => patch(list, item.key, { status: 'failed', error }));
        }
      };
      // The latest file (a tagged upload's first) waits for the others, so it is stored last.
      const { batch, last } = planUpload(
        items,
        items.some((i) => i.latest),
      );
      let cancelled = false;
      const queue = runBounded(
        batch.map((item) => () => sendOne(item, target)),
        ALBUM_UPLOAD_LIMITS.concurrency,
        (index, outcome) => {
          const item = batch[index];
          if (item) settle(item, outcome);
        },
      );
      cancelRef.current = () => {
        cancelled = true;
        queue.cancel();
      };
      const outcomes: TaskOutcome<void>[] = [...(await queue.done)];
      if (last) {
        let outcome: TaskOutcome<void> = { status: 'cancelled' };
        if (!cancelled) {
          try {
            outcome = { status: 'done', value: await sendOne(last, target) };
          } catch (error) {
            outcome = { status: 'failed', error };
          }
        }
        settle(last, outcome);
        outcomes.push(outcome);
      }
      cancelRef.current = null;
      setProgress(null);
      const succeeded = outcomes.filter((o) => o.status === 'done').length;
      const failed = uploadFailureCount({ total: items.length, succeeded });
      if (failed > 0) setMessage(`${failed}件のアップロードに失敗しました。`);
    },
    [sendOne],
  );

  /** Files from the picker or a drop: checked (types, size), shown at once, then sent. */
  const upload = useCallback(
    (
      files: readonly File[],
      target: UploadTarget,
      options: { board: boolean; tagIds?: number[]; confirmOverLimit: (m: number) => boolean },
    ) => {
      // The album takes photos; documents belong on the project's board.
      const { photos: sized, message: leftOut } = partitionPhotos(files);
      let chosen = sized;
      if (sized.length > ALBUM_UPLOAD_LIMITS.maxPhotosPerSelection) {
        if (!options.confirmOverLimit(ALBUM_UPLOAD_LIMITS.maxPhotosPerSelection)) return;
        chosen = sized.slice(0, ALBUM_UPLOAD_LIMITS.maxPhotosPerSelection);
      }
      setMessage(leftOut);
      if (chosen.length === 0) return;
      const tagIds = options.tagIds ?? [];
      const items: Pending[] = chosen.map((file, i) => ({
        key: newUploadKey(),
        file,
        board: options.board,
        tagIds,
        latest: tagIds.length > 0 && i === 0,
        preview: URL.createObjectURL(file),
        status: 'uploading',
      }));
      setPending((list) => [...items, ...list]);
      void run(items, target);
    },
    [run],
  );

  const retry = useCallback(
    (key: string, target: UploadTarget) => {
      const item = pending.find((p) => p.key === key);
      if (!item) return;
      const again = { ...item, status: 'uploading' as const };
      setPending((list) => patch(list, key, { status: 'uploading', error: undefined }));
      void run([again], target);
    },
    [pending, run],
  );

  const cancel = useCallback(() => cancelRef.current?.(), []);

  /** Placeholders as grid tiles: the preview stands in for the thumbnail (250 px box for failures, talk §9). */
  const tiles: AlbumGridItem[] = pending.map((p) => ({
    id: `${UPLOAD.placeholderId}-${p.key}`,
    src: p.preview,
    name: p.file.name,
    folderName: null,
    registeredDate: new Date().toISOString().slice(0, 10),
    shotDate: null,
    memberName: '',
    status: p.status,
  }));

  return { tiles, pending, progress, message, upload, retry, cancel, dismissMessage: () => setMessage(null) };
};
