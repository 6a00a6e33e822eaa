import type { AlbumDownloadNameMode } from '@genba/validators';
import { integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

/**
 * The company's album settings (talk §6): album_download picks the download
 * file name (ALBUM_DOWNLOAD_NAME_MODE). A company without a row uses the
 * uploaded names (0), so no backfill is needed.
 */
export const companyAlbumSettings = pgTable('company_album_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  albumDownload: smallint('album_download').$type<AlbumDownloadNameMode>().notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
