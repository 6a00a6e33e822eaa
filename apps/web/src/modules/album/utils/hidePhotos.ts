import type { TAlbumPhoto } from '@genba/api-client/schemas';
import { ALBUM_HIDE } from '@genba/validators';
import { byProject } from './byProject.ts';
import { tagEditChunks } from './tagEdit.ts';

/** One deletePictures call: a project's ids; the ids hidden, or why not. */
export type HideRequest = (
  fieldId: number,
  ids: number[],
) => Promise<{ ok: true; deletedIds: number[] } | { ok: false; messages: string[] }>;

/**
 * Hides photos per project in requests of ALBUM_HIDE.maxPhotos (a bounded list's size: a larger
 * selection in one call was refused whole), one after another. `onHidden` takes each answer's ids
 * as it comes, `onProgress` how many were sent of how many. Answers null when all were hidden, or
 * the message to show: the server's reasons, after how far it got when earlier requests went through.
 */
export const hidePhotos = async (
  photos: readonly TAlbumPhoto[],
  request: HideRequest,
  onHidden: (ids: number[]) => void,
  onProgress: (done: number, total: number) => void,
): Promise<string | null> => {
  const total = photos.length;
  let done = 0;
  for (const [field, ofProject] of byProject(photos)) {
    for (const part of tagEditChunks(ofProject, ALBUM_HIDE.maxPhotos)) {
      if (total > ALBUM_HIDE.maxPhotos) onProgress(done, total);
      const result = await request(
        field,
        part.map((p) => p.id),
      );
      if (!result.ok) {
        const why = result.messages.join('\n');
        return done > 0 ? `${ALBUM_HIDE.partlyHidden(done, total)}\n${why}` : why;
      }
      onHidden(result.deletedIds);
      done += part.length;
    }
  }
  return null;
};
