import type { TAlbumPhoto } from '@genba/api-client/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albumPhotos, dailyPictures, projects } from '../../db/schema/index.ts';
import { accessibleProjectFilter, type ProjectActor } from '../../http/tenancy.ts';
import { wirePhotosOf } from '../album/storePhoto.ts';

/**
 * A daily's photos (talk §3: uploaded through the album, the report keeps their ids). Reads and
 * writes of the daily_pictures links; the album owns the photos, their files and their access.
 */

/** How many of `ids` are visible album photos of the company's site (the only ones a daily takes). */
export const countSitePhotos = async (
  db: Db,
  companyId: number,
  projectId: number,
  ids: readonly number[],
): Promise<number> => {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: albumPhotos.id })
    .from(albumPhotos)
    .where(
      and(
        inArray(albumPhotos.id, [...ids]),
        eq(albumPhotos.companyId, companyId),
        eq(albumPhotos.fieldId, projectId),
        eq(albumPhotos.delFlg, false),
      ),
    );
  return rows.length;
};

/** Replaces a daily's photos with `ids`, in that order. */
export const writeDailyPictures = async (db: Db, dailyId: number, ids: readonly number[]): Promise<void> => {
  await db.delete(dailyPictures).where(eq(dailyPictures.dailyId, dailyId));
  const unique = [...new Set(ids)];
  if (unique.length > 0)
    await db
      .insert(dailyPictures)
      .values(unique.map((albumPhotoId, sortId) => ({ dailyId, albumPhotoId, sortId })));
};

/** Of `projectIds`, the ones the actor may open (canAccessProject for many: one query). */
export const accessibleProjectIds = async (
  db: Db,
  actor: ProjectActor,
  projectIds: readonly number[],
): Promise<Set<number>> => {
  const wanted = [...new Set(projectIds)];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        inArray(projects.id, wanted),
        accessibleProjectFilter(actor, { companyId: projects.companyId, projectId: projects.id }),
      ),
    );
  return new Set(rows.map((r) => r.id));
};

/**
 * The photos of each daily as the actor may see them: only for dailies of sites the actor can
 * open (the album's own rule, so every thumbnail shown also loads), hidden album photos left out.
 */
export const picturesOfDailies = async (
  db: Db,
  actor: ProjectActor,
  dailies: readonly { id: number; projectId: number }[],
): Promise<Map<number, TAlbumPhoto[]>> => {
  const open = await accessibleProjectIds(
    db,
    actor,
    dailies.map((d) => d.projectId),
  );
  const dailyIds = dailies.filter((d) => open.has(d.projectId)).map((d) => d.id);
  const out = new Map<number, TAlbumPhoto[]>();
  if (dailyIds.length === 0) return out;
  const links = await db
    .select({ dailyId: dailyPictures.dailyId, photoId: dailyPictures.albumPhotoId })
    .from(dailyPictures)
    .where(inArray(dailyPictures.dailyId, dailyIds))
    .orderBy(asc(dailyPictures.dailyId), asc(dailyPictures.sortId));
  if (links.length === 0) return out;
  // wirePhotosOf skips hidden photos, so a photo hidden in the album drops out here too.
  const photos = new Map(
    (await wirePhotosOf(db, [...new Set(links.map((l) => l.photoId))])).map((p) => [p.id, p]),
  );
  for (const l of links) {
    const photo = photos.get(l.photoId);
    if (!photo) continue;
    const list = out.get(l.dailyId);
    if (list) list.push(photo);
    else out.set(l.dailyId, [photo]);
  }
  return out;
};
