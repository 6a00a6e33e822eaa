import { ALBUM_DOWNLOAD_NAME_MODE, type AlbumDownloadNameMode } from '@genba/validators';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyAlbumSettings } from '../../db/schema/index.ts';
import { implement } from '../../http/implement.ts';

/** The company's album_download setting (talk §6); a company that never saved one uses the uploaded names. */
export const albumDownloadModeOf = async (db: Db, companyId: number): Promise<AlbumDownloadNameMode> => {
  const [row] = await db
    .select({ mode: companyAlbumSettings.albumDownload })
    .from(companyAlbumSettings)
    .where(eq(companyAlbumSettings.companyId, companyId));
  return row?.mode === ALBUM_DOWNLOAD_NAME_MODE.tag
    ? ALBUM_DOWNLOAD_NAME_MODE.tag
    : ALBUM_DOWNLOAD_NAME_MODE.original;
};

/**
 * /setting/album-download (core §2, talk §6): designed calls. Only company
 * managers reach them: permissions/routeAccess.ts maps both to the
 * setting-album-download area. The setting is always the acting company's.
 */
export const albumDownloadSettingRoutes = [
  implement('getAlbumDownloadSetting', async ({ db, company }) => ({
    album_download: await albumDownloadModeOf(db, company.id),
  })),

  implement('updateAlbumDownloadSetting', async ({ db, body, company, deps }) => {
    const mode: AlbumDownloadNameMode =
      body.album_download === ALBUM_DOWNLOAD_NAME_MODE.tag
        ? ALBUM_DOWNLOAD_NAME_MODE.tag
        : ALBUM_DOWNLOAD_NAME_MODE.original;
    await db
      .insert(companyAlbumSettings)
      .values({ companyId: company.id, albumDownload: mode, updatedAt: deps.now() })
      .onConflictDoUpdate({
        target: companyAlbumSettings.companyId,
        set: { albumDownload: mode, updatedAt: deps.now() },
      });
    return { success: true as const, data: { album_download: mode } };
  }),
];
