import type { TAlbumPhoto } from '@genba/api-client/schemas';
import {
  albumPhotoDownloadName,
  downloadCompleteMessage,
  downloadProgressMessage,
  truncateDownloadFileName,
} from '@genba/validators';
import { useCallback, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { saveBlob } from '../../../app/saveBlob.ts';

/**
 * Downloads one file at a time (talk §4) with 'ダウンロード中 n/total', then the
 * completion message. Names follow the company's album_download setting (tag
 * mode or the uploaded name), cut to the maximum with the notice. Resolves
 * whether every file was saved.
 */
export const useAlbumDownload = () => {
  const { client } = useApi();
  const [status, setStatus] = useState<string | null>(null);

  const download = useCallback(
    async (photos: readonly TAlbumPhoto[], albumDownloadSetting?: number): Promise<boolean> => {
      let truncated = false;
      let failed = 0;
      for (const [i, photo] of photos.entries()) {
        setStatus(downloadProgressMessage(i + 1, photos.length));
        const result = await client.call('downloadContent', {
          query: { s3Path: photo.building_picture_path, s3Bucket: 'album' },
        });
        if (!result.ok) {
          failed++;
          continue;
        }
        const name = truncateDownloadFileName(albumPhotoDownloadName(albumDownloadSetting, photo, i));
        truncated ||= name.truncated;
        saveBlob(result.data, name.name);
      }
      setStatus(
        failed > 0 ? `${failed}件のダウンロードに失敗しました。` : downloadCompleteMessage(truncated),
      );
      return failed === 0;
    },
    [client],
  );

  return { status, download, clear: () => setStatus(null) };
};
