import { index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { albumPhotos } from './album.ts';
import { dailies } from './daily.ts';

/**
 * Photos a daily report carries (issue 13). Talk §3: a daily's photos are uploaded through the
 * album, so each is an album photo of the daily's site; the report keeps only the link. Hiding the
 * photo in the album (del_flg) drops it from the report's answer; deleting the report keeps the
 * photo in the album.
 */
export const dailyPictures = pgTable(
  'daily_pictures',
  {
    dailyId: integer('daily_id')
      .notNull()
      .references(() => dailies.id, { onDelete: 'cascade' }),
    albumPhotoId: integer('album_photo_id')
      .notNull()
      .references(() => albumPhotos.id, { onDelete: 'cascade' }),
    /** Order within the report: the order the photos were attached. */
    sortId: smallint('sort_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.dailyId, t.albumPhotoId] }),
    index('daily_pictures_photo_idx').on(t.albumPhotoId),
  ],
);
