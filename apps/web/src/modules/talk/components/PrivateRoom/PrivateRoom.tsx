import type { Endpoints, ResponseOf } from '@genba/api-client';
import { Composer, EmptyState } from '@genba/ui';
import { UploadProgress } from '@genba/ui/upload-progress';
import { useState } from 'react';
import { useApi } from '../../../../app/ApiContext.tsx';
import { useMember } from '../../../session/hooks/useSession.ts';
import { photoSendLabel, useSendPhotosTo } from '../../hooks/useSendPhotos.ts';
import { RoomView } from '../RoomView/index.ts';
import styles from '../RoomView/RoomView.module.css';

type PrivateInit = ResponseOf<Endpoints['getInitPrivateChatData']>;

export type PrivateRoomProps = {
  data: PrivateInit;
  partnerId: number;
  /** The first message created the room: the page reloads it. */
  onCreated: () => void;
};

/**
 * A private one-to-one room (talk §1). Until the first message there is no
 * room: the composer's first send (sendMemberMessage, or sendMemberFirstPhoto
 * for a photo) creates it, visible to the two members only.
 */
export const PrivateRoom = ({ data, partnerId, onCreated }: PrivateRoomProps) => {
  const { user } = useMember();
  const { client } = useApi();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A first photo creates the room too (sendMemberFirstPhoto); the page then reloads it.
  const photos = useSendPhotosTo({ type: 'private', roomId: null, partnerId }, onCreated);
  const photoProgress = photos.progress ? (
    <UploadProgress
      label={photoSendLabel(photos.progress)}
      percent={photos.progress.percent}
      onCancel={photos.cancel}
    />
  ) : null;
  if (data.room)
    return (
      <RoomView
        key={data.room.chatroom_id}
        room={data.room}
        viewerId={user.member_id}
        partnerId={partnerId}
        // The first photo created the room and the page now shows it; the rest are still being sent
        // by this component's send, whose progress, キャンセル and outcome stay in view.
        pendingSend={
          photoProgress || photos.error ? (
            <>
              {photos.error ? (
                <p className={styles.error} role="alert">
                  {photos.error}
                </p>
              ) : null}
              {photoProgress}
            </>
          ) : null
        }
      />
    );

  const send = async (text: string) => {
    setSending(true);
    setError(null);
    const result = await client.call('sendMemberMessage', {
      body: { to_member_id: partnerId, message: text, mention_member_ids: [] },
    });
    setSending(false);
    if (result.ok) {
      setDraft('');
      onCreated();
    } else setError(result.messages[0] ?? '送信できませんでした。もう一度お試しください。');
  };

  return (
    <section className={styles.room} aria-label={data.partner.name}>
      <header className={styles.header}>
        <h2 className={styles.title}>{data.partner.name}</h2>
      </header>
      <EmptyState
        preset="noData"
        description={`${data.partner.name}さんとの個人トークです。最初のメッセージを送りましょう。`}
      />
      {error || photos.error ? (
        <p className={styles.error} role="alert">
          {error ?? photos.error}
        </p>
      ) : null}
      {photoProgress}
      <Composer
        value={draft}
        onChange={setDraft}
        onSend={(text) => void send(text)}
        members={[]}
        sending={sending}
        onAttach={(files) => void photos.send(files)}
        attaching={photos.sending}
      />
    </section>
  );
};
