import type { TDailyProject } from '@genba/api-client/schemas';
import type { DailyPhotoUpload } from '@genba/forms';
import { DAILY_PHOTO_MESSAGE } from '@genba/validators';
import { useCallback } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
// The album's upload: a daily's photos go up through the album (talk §3), prepared exactly as
// album uploads are.
import { newUploadKey, storeAlbumPhoto } from '../../album/utils/storeAlbumPhoto.ts';
import { useMember } from '../../session/hooks/useSession.ts';
import { toStoredPhoto } from '../utils/photos.ts';

/** One key per chosen file, kept across its retries: a retry after a lost answer is not stored twice. */
const keys = new WeakMap<File, string>();
const idempotencyKeyOf = (file: File): string => {
  const known = keys.get(file);
  if (known) return known;
  const key = newUploadKey();
  keys.set(file, key);
  return key;
};

/**
 * The daily form's photo calls for the chosen sites: upload one photo into the site's album
 * (storeAlbum, resized to 1600×1200 like every album upload, one idempotency key per file so a
 * retry never stores it twice), and hide a photo removed again before the report was saved.
 */
export const useDailyPhotoUpload = (sites: readonly TDailyProject[]) => {
  const { client } = useApi();
  const { user } = useMember();

  const onUploadPhoto: DailyPhotoUpload = useCallback(
    async (file, siteId) => {
      const site = sites.find((s) => String(s.attendance_field_id) === siteId);
      if (!site) throw new Error(DAILY_PHOTO_MESSAGE.uploadFailed);
      const result = await storeAlbumPhoto(
        client,
        file,
        {
          fieldId: site.attendance_field_id,
          // storeAlbum names the site's room; a site without one is filed under the site itself.
          chatroomId: site.chatroom_id ?? site.attendance_field_id,
          memberId: user.member_id,
          companyId: user.login_company_id,
          officeId: user.login_office_id ?? user.login_company_id,
        },
        { key: idempotencyKeyOf(file) },
      );
      if (!result.ok) throw new Error(result.messages.join('\n') || DAILY_PHOTO_MESSAGE.uploadFailed);
      return toStoredPhoto(result.data.photo);
    },
    [client, sites, user],
  );

  const onDiscardPhoto = useCallback(
    (photoId: number, siteId: string) => {
      // Best effort: a photo that stays is still only in the site's own album.
      void client.call('deletePictures', {
        body: { picture_id_list: [photoId], field_id: Number(siteId) },
      });
    },
    [client],
  );

  return { onUploadPhoto, onDiscardPhoto };
};
