import type { TAlbumPhoto } from '@genba/api-client/schemas';

/** Photos by their project (the server tags and hides one project's photos per call), in order. */
export const byProject = (photos: readonly TAlbumPhoto[]): Map<number, TAlbumPhoto[]> => {
  const out = new Map<number, TAlbumPhoto[]>();
  for (const p of photos) {
    const list = out.get(p.attendance_field_id);
    if (list) list.push(p);
    else out.set(p.attendance_field_id, [p]);
  }
  return out;
};
