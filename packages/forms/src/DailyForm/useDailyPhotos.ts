import {
  initialPhotoAttachments,
  photoAttachmentsReducer,
  type StoredPhoto,
} from '@genba/ui/photo-attachments';
import { chooseDailyPhotos, DAILY_PHOTO_MESSAGE } from '@genba/validators';
import { useCallback, useEffect, useReducer, useRef } from 'react';

/** Uploads one chosen photo to the site's album (storeAlbum) and answers the stored photo. */
export type DailyPhotoUpload = (file: File, siteId: string) => Promise<StoredPhoto>;

/** Uploads at once: a phone on site is slow, and the album's own limit is 3 (ALBUM_UPLOAD_LIMITS). */
const CONCURRENCY = 3;

let counter = 0;
const newKey = () => `photo-${Date.now()}-${++counter}`;

const failureOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : DAILY_PHOTO_MESSAGE.uploadFailed;

/**
 * The daily form's photos: chosen files are checked (chooseDailyPhotos), shown at once, uploaded
 * a few at a time, and kept as failed tiles with 再送 when an upload fails, so nothing typed in the
 * report is lost. Removing a photo uploaded in this form tells `onDiscard` (the page hides it in
 * the album again); a stored report's photo is only detached.
 */
export const useDailyPhotos = (
  stored: readonly StoredPhoto[],
  upload: DailyPhotoUpload | undefined,
  onDiscard: ((photoId: number, siteId: string) => void) | undefined,
) => {
  const [state, dispatch] = useReducer(photoAttachmentsReducer, stored, initialPhotoAttachments);
  const files = useRef(new Map<string, { file: File; preview: string }>());
  const live = useRef(true);

  // Object URLs of previews still on screen are released when the form goes away.
  useEffect(() => {
    live.current = true;
    const held = files.current;
    return () => {
      live.current = false;
      for (const { preview } of held.values()) URL.revokeObjectURL(preview);
    };
  }, []);

  const send = useCallback(
    async (key: string, siteId: string) => {
      const held = files.current.get(key);
      if (!held || !upload) return;
      try {
        const photo = await upload(held.file, siteId);
        // Removed while it was uploading: it went up all the same, so it is discarded like a removal.
        if (!files.current.has(key)) {
          onDiscard?.(photo.id, siteId);
          return;
        }
        files.current.delete(key);
        URL.revokeObjectURL(held.preview);
        if (live.current) dispatch({ type: 'uploaded', key, photo });
      } catch (error) {
        if (live.current) dispatch({ type: 'failed', key, error: failureOf(error) });
      }
    },
    [upload, onDiscard],
  );

  const choose = useCallback(
    (chosen: readonly File[], siteId: string) => {
      const { accepted, message } = chooseDailyPhotos(chosen, state.items.length);
      const batch = accepted.map((file) => ({ key: newKey(), file, preview: URL.createObjectURL(file) }));
      for (const b of batch) files.current.set(b.key, { file: b.file, preview: b.preview });
      dispatch({ type: 'add', files: batch.map((b) => ({ ...b, name: b.file.name })), message });
      const queue = batch.map((b) => b.key);
      const worker = async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) await send(key, siteId);
      };
      void Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
    },
    [send, state.items.length],
  );

  const retry = useCallback(
    (key: string, siteId: string) => {
      dispatch({ type: 'retry', key });
      void send(key, siteId);
    },
    [send],
  );

  const remove = useCallback(
    (key: string, siteId: string) => {
      const item = state.items.find((i) => i.key === key);
      dispatch({ type: 'remove', key });
      const held = files.current.get(key);
      if (held) URL.revokeObjectURL(held.preview);
      files.current.delete(key);
      if (item && !item.stored && item.photoId !== null) onDiscard?.(item.photoId, siteId);
    },
    [onDiscard, state.items],
  );

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);

  return { state, choose, retry, remove, dismiss };
};
