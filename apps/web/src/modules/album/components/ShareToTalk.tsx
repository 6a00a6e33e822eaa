import type { TAlbumPhoto } from '@genba/api-client';
import { Button, ConfirmDialog } from '@genba/ui';
import { ALBUM_SHARE, albumShareBlocker } from '@genba/validators';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { useMember } from '../../session/hooks/useSession.ts';

export type ShareToTalkProps = {
  /** The chosen photos; one site's only (albumShareBlocker). */
  photos: readonly TAlbumPhoto[];
  /** The site's name by id, for the confirmation. */
  siteName: (fieldId: number) => string;
  disabled?: boolean;
  /** Said once the photos are in the room. */
  onShared: (message: string) => void;
};

/**
 * 「トークに送信」 of the album (shareFieldPhoto): the chosen photos of one site become one photo
 * message of its talk room, after a confirmation naming the count and the site. The confirm
 * button spins while sending; a refusal stays in the dialog to retry or cancel. The button says
 * why it is unavailable (nothing chosen, several sites, too many) as its description.
 */
export const ShareToTalk = ({ photos, siteName, disabled = false, onShared }: ShareToTalkProps) => {
  const { client } = useApi();
  const { user } = useMember();
  const [error, setError] = useState<string | null>(null);
  const fieldIds = photos.map((p) => p.attendance_field_id);
  const blocker = albumShareBlocker(fieldIds);
  const fieldId = fieldIds[0];
  const officeId = user.login_office_id;

  const share = async () => {
    setError(null);
    if (blocker !== null || fieldId === undefined || officeId === null) {
      setError(blocker ?? ALBUM_SHARE.failed);
      throw new Error('nothing to share');
    }
    const res = await client.call('shareFieldPhoto', {
      body: {
        picture_id_list: photos.map((p) => p.id),
        field_id: fieldId,
        company_id: user.login_company_id,
        member_id: user.member_id,
        office_id: officeId,
      },
    });
    if (!res.ok) {
      setError(res.messages.length > 0 ? res.messages.join(' ') : ALBUM_SHARE.failed);
      throw new Error('shareFieldPhoto failed');
    }
    onShared(ALBUM_SHARE.sent(res.data.shared_count));
  };

  return (
    <ConfirmDialog
      title={ALBUM_SHARE.confirmTitle}
      description={fieldId === undefined ? '' : ALBUM_SHARE.confirm(photos.length, siteName(fieldId))}
      error={error}
      confirmLabel={ALBUM_SHARE.action}
      onConfirm={share}
      onOpenChange={(open) => {
        if (open) setError(null);
      }}
      trigger={
        <Button
          variant="secondary"
          disabled={disabled || blocker !== null || officeId === null}
          title={blocker ?? undefined}
        >
          {ALBUM_SHARE.action}
        </Button>
      }
    />
  );
};
