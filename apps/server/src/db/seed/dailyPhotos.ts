import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { albumPhotos, dailies, dailyPictures, projects } from '../schema/index.ts';
import { ALBUM_SEED_PROJECT } from './album.ts';

/** Photos per seeded report, and how many of 博多's latest reports get them. */
const PER_REPORT = 3;
const REPORTS = 4;

/**
 * A few demo reports with photos (issue 13): 博多's latest reports link photos of the site's seeded
 * album, as a report whose photos went up through the album would. Two queries and one insert, so
 * test databases pay nothing noticeable for it.
 */
export const seedDailyPhotos = async (db: Db): Promise<void> => {
  const [site] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.caseName, ALBUM_SEED_PROJECT));
  if (!site) return;
  const reports = await db
    .select({ id: dailies.id })
    .from(dailies)
    .where(eq(dailies.projectId, site.id))
    .orderBy(desc(dailies.dailyDate), desc(dailies.id))
    .limit(REPORTS);
  const photos = await db
    .select({ id: albumPhotos.id })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.fieldId, site.id), eq(albumPhotos.boardFlg, 0), eq(albumPhotos.delFlg, false)))
    .orderBy(desc(albumPhotos.id))
    .limit(REPORTS * PER_REPORT);
  const links = reports.flatMap((r, ri) =>
    photos
      .slice(ri * PER_REPORT, (ri + 1) * PER_REPORT)
      .map((p, sortId) => ({ dailyId: r.id, albumPhotoId: p.id, sortId })),
  );
  if (links.length > 0) await db.insert(dailyPictures).values(links);
};
