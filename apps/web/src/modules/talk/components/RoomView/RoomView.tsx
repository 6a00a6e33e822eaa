import type { TChatRoom, TMessageReadersResponse } from '@genba/api-client';
import { unwrap } from '@genba/api-client/query';
import {
  Button,
  ChatTimeline,
  Composer,
  ConfirmDialog,
  Dialog,
  LinkPreviewCard,
  Skeleton,
  type TimelineMessage,
} from '@genba/ui';
import { UploadProgress } from '@genba/ui/upload-progress';
import { STAMPS, UPLOAD_EXTENSIONS } from '@genba/validators';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../../app/ApiContext.tsx';
import { DailyPostPopover } from '../../../daily/components/DailyPostPopover.tsx';
import { FetchFailed, LoadingStatus } from '../../../shell/components/QueryState/index.ts';
import { useRoomPhotoActions } from '../../hooks/useRoomPhotoActions.ts';
import { useRoomTimeline } from '../../hooks/useRoomTimeline.ts';
import { fileSendLabel, useSendFiles } from '../../hooks/useSendFiles.ts';
import { photoSendLabel, useSendPhotos } from '../../hooks/useSendPhotos.ts';
import { readDraft, writeDraft } from '../../state/drafts.ts';
import styles from './RoomView.module.css';

const DELETE_CALL = {
  project: 'deleteFieldMessage',
  group: 'deleteGroupMessage',
  private: 'deleteMemberMessage',
} as const;

const StampPicker = lazy(() => import('@genba/ui/stamp-picker').then((m) => ({ default: m.StampPicker })));
// Link previews load with their own chunk, on the first message that has a link (issue 11 §6).
const LinkPreview = lazy(() =>
  import('../LinkPreview/LinkPreview.tsx').then((m) => ({ default: m.LinkPreview })),
);
/** A posted daily's heading opens its report's popup. */
const renderDaily = (message: { dailyId: number }, heading: string) => (
  <DailyPostPopover dailyId={message.dailyId} heading={heading} />
);

/** The card keeps its loading height while the chunk arrives, so the timeline rows do not move. */
const renderLinkPreview = (href: string) => (
  <Suspense fallback={<LinkPreviewCard state={LOADING} />}>
    <LinkPreview href={href} />
  </Suspense>
);
const LOADING = { status: 'loading' } as const;

/** The confirmation of a photo action; a site photo is an album photo, so the album is named too. */
const PHOTO_CONFIRM = {
  detach: {
    title: '写真をメッセージから外しますか？',
    project: '写真はこのメッセージに表示されなくなります。アルバムには残ります。',
    other: '写真はこのメッセージに表示されなくなります。',
    confirm: '外す',
  },
  hide: {
    title: '写真を非表示にしますか？',
    project: '写真はトークとアルバムに表示されなくなります。',
    other: '写真はトークに表示されなくなります。',
    confirm: '非表示にする',
  },
} as const;

const WorkingTimeDialog = lazy(() =>
  import('../WorkingTime/WorkingTimeDialog.tsx').then((m) => ({ default: m.WorkingTimeDialog })),
);

export type RoomViewProps = {
  room: TChatRoom;
  viewerId: number;
  /** The other member of a private room: private sends name them (sendMemberMessage). */
  partnerId?: number | undefined;
  /** Fixed clock for stories. */
  now?: Date;
  /**
   * A send begun before the room existed, still running (a private room's first photos: the first
   * created the room, the rest follow): its progress and キャンセル, shown where the room's own are.
   */
  pendingSend?: ReactNode;
};

/** A room: its timeline, the composer, and the dialogs for edit, delete and who-read. */
export const RoomView = ({ room, viewerId, partnerId, now, pendingSend }: RoomViewProps) => {
  const { client } = useApi();
  const roomId = room.chatroom_id;
  const { init, messages, hasMore, loadingOlder, loadOlder, take, put } = useRoomTimeline(roomId, viewerId);
  const photoActions = useRoomPhotoActions(room, put);
  const photos = useSendPhotos(room, take, partnerId);
  const files = useSendFiles(room, take);
  const fileInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(() => readDraft(roomId));
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [editing, setEditing] = useState<TimelineMessage | null>(null);
  const [editText, setEditText] = useState('');
  const [deleting, setDeleting] = useState<TimelineMessage | null>(null);
  const [stamps, setStamps] = useState(false);
  const [workingTime, setWorkingTime] = useState(false);
  const [readers, setReaders] = useState<{ message: TimelineMessage; list?: TMessageReadersResponse } | null>(
    null,
  );

  const changeDraft = (text: string) => {
    setDraft(text);
    writeDraft(roomId, text);
  };

  const fieldId = room.type === 'project' ? room.attendance_field_id : null;

  /** One send call per room type (talk §7 Send): site, group or private (member). */
  const sendText = (text: string, mentionIds: number[]) =>
    fieldId !== null
      ? client.call('sendFieldMessage', {
          body: {
            chatroom_id: roomId,
            attendance_field_id: fieldId,
            message: text,
            mention_member_ids: mentionIds,
          },
        })
      : room.type === 'private' && partnerId !== undefined
        ? client.call('sendMemberMessage', {
            body: {
              chatroom_id: roomId,
              to_member_id: partnerId,
              message: text,
              mention_member_ids: mentionIds,
            },
          })
        : client.call('sendGroupMessage', {
            body: { chatroom_id: roomId, message: text, mention_member_ids: mentionIds },
          });

  const sendStamp = (stampId: number) =>
    fieldId !== null
      ? client.call('sendFieldStamp', {
          body: { chatroom_id: roomId, attendance_field_id: fieldId, stamp_id: stampId },
        })
      : room.type === 'private' && partnerId !== undefined
        ? client.call('sendMemberStamp', {
            body: { chatroom_id: roomId, to_member_id: partnerId, stamp_id: stampId },
          })
        : client.call('sendGroupStamp', { body: { chatroom_id: roomId, stamp_id: stampId } });

  const settle = (result: Awaited<ReturnType<typeof sendStamp>>) => {
    if (result.ok) take([result.data.message]);
    else setSendError(result.messages[0] ?? '送信できませんでした。もう一度お試しください。');
    return result.ok;
  };

  const send = async (text: string, mentionIds: number[]) => {
    setSending(true);
    setSendError(null);
    const result = await sendText(text, mentionIds);
    setSending(false);
    if (settle(result)) changeDraft('');
  };

  const pickStamp = async (stampId: number) => {
    setStamps(false);
    setSendError(null);
    settle(await sendStamp(stampId));
  };

  const saveEdit = async () => {
    if (!editing) return;
    const result = await client.call('updateFieldMessage', {
      body: { id: editing.id, chatroom_id: roomId, message: editText },
    });
    if (result.ok) {
      take([result.data.message]);
      setEditing(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    unwrap(
      await client.call(DELETE_CALL[room.type], {
        params: { id: deleting.id },
      }),
    );
    // The live event marks it deleted on every screen, this one included.
    setDeleting(null);
  };

  const showReaders = async (message: TimelineMessage) => {
    setReaders({ message });
    const result = await client.call('getMessageReaders', { params: { id: message.id } });
    if (result.ok) setReaders({ message, list: result.data });
  };

  const members = (init.data?.members ?? [])
    .filter((m) => m.member_id !== viewerId)
    .map((m) => ({ id: m.member_id, name: m.name, companyName: m.company_name }));

  return (
    <section className={styles.room} aria-label={room.case_name ?? room.name ?? 'トーク'}>
      <header className={styles.header}>
        <Link to="/talk" className={styles.back}>
          {room.type === 'project' ? '‹ 現場一覧' : '‹ トーク一覧'}
        </Link>
        <h2 className={styles.title}>{room.case_name ?? room.name}</h2>
      </header>
      {init.isPending ? (
        <LoadingStatus label="メッセージを読み込み中" heights={[48, 48, 48]} className={styles.loading} />
      ) : init.isError ? (
        <FetchFailed onRetry={() => void init.refetch()} />
      ) : (
        <ChatTimeline
          messages={messages}
          hasMore={hasMore}
          loadingOlder={loadingOlder}
          onLoadOlder={() => void loadOlder()}
          onEdit={(m) => {
            setEditing(m);
            setEditText(m.text ?? '');
          }}
          onDelete={setDeleting}
          onDetachPhoto={photoActions.ask('detach')}
          onHidePhoto={photoActions.ask('hide')}
          onShowReaders={(m) => void showReaders(m)}
          renderLinkPreview={renderLinkPreview}
          renderDaily={renderDaily}
          now={now}
          empty="メッセージはまだありません。最初のメッセージを送りましょう。"
        />
      )}
      {sendError || photos.error || files.error || photoActions.error ? (
        <p className={styles.error} role="alert">
          {sendError ?? photos.error ?? files.error ?? photoActions.error}
        </p>
      ) : null}
      {pendingSend}
      {photos.progress ? (
        <UploadProgress
          label={photoSendLabel(photos.progress)}
          percent={photos.progress.percent}
          onCancel={photos.cancel}
        />
      ) : null}
      {files.progress ? (
        <UploadProgress
          label={fileSendLabel(files.progress)}
          percent={files.progress.percent}
          onCancel={files.cancel}
        />
      ) : null}
      <div className={styles.tools}>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={stamps}
          disabled={init.isPending}
          onClick={() => setStamps(!stamps)}
        >
          スタンプ
        </Button>
        {fieldId !== null ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={init.isPending}
            onClick={() => setWorkingTime(true)}
          >
            作業時間
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={init.isPending || files.sending}
          loading={files.sending}
          onClick={() => fileInput.current?.click()}
        >
          ファイル
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
          className={styles.fileInput}
          aria-label="ファイルを送信"
          tabIndex={-1}
          onChange={(e) => {
            const chosen = Array.from(e.currentTarget.files ?? []);
            // The same file may be chosen again after a failed send.
            e.currentTarget.value = '';
            if (chosen.length > 0) void files.send(chosen);
          }}
        />
      </div>
      {stamps ? (
        <Suspense fallback={<Skeleton shape="rect" height={250} />}>
          <StampPicker
            stamps={STAMPS}
            onSelect={(id) => void pickStamp(id)}
            onClose={() => setStamps(false)}
          />
        </Suspense>
      ) : null}
      {workingTime && fieldId !== null ? (
        <Suspense fallback={null}>
          <WorkingTimeDialog
            roomId={roomId}
            fieldId={fieldId}
            onSent={(message) => take([message])}
            onClose={() => setWorkingTime(false)}
          />
        </Suspense>
      ) : null}
      <Composer
        value={draft}
        onChange={changeDraft}
        onSend={(text, ids) => void send(text, ids)}
        members={members}
        sending={sending}
        disabled={init.isPending}
        // Photos go to every room type: site rooms into the album, group and private rooms as the room's own.
        onAttach={photos.canSend ? (files) => void photos.send(files) : undefined}
        onAttachFiles={(chosen) => void files.send(chosen)}
        attaching={photos.sending}
      />

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="メッセージを編集"
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              キャンセル
            </Button>
            <Button onClick={() => void saveEdit()} disabled={editText.trim() === ''}>
              保存
            </Button>
          </>
        }
      >
        <textarea
          className={styles.editBox}
          aria-label="編集するメッセージ"
          value={editText}
          rows={4}
          onChange={(e) => setEditText(e.target.value)}
        />
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        variant="destructive"
        title="メッセージを削除しますか？"
        description="削除したメッセージは元に戻せません。"
        onConfirm={confirmDelete}
      />

      <ConfirmDialog
        open={photoActions.open}
        onOpenChange={(open) => !open && photoActions.cancel()}
        variant="destructive"
        title={PHOTO_CONFIRM[photoActions.asked?.kind ?? 'hide'].title}
        description={
          PHOTO_CONFIRM[photoActions.asked?.kind ?? 'hide'][room.type === 'project' ? 'project' : 'other']
        }
        confirmLabel={PHOTO_CONFIRM[photoActions.asked?.kind ?? 'hide'].confirm}
        onConfirm={photoActions.confirm}
      />

      <Dialog
        open={readers !== null}
        onOpenChange={(open) => !open && setReaders(null)}
        title={`既読 ${readers?.message.readCount ?? 0}`}
      >
        {readers?.list ? (
          <div className={styles.readers}>
            <h3>既読</h3>
            <ul aria-label="既読のメンバー">
              {readers.list.read.map((r) => (
                <li key={r.member_id}>
                  {r.name}
                  {r.company_name ? <span className={styles.company}>{r.company_name}</span> : null}
                </li>
              ))}
            </ul>
            <h3>未読</h3>
            <ul aria-label="未読のメンバー">
              {readers.list.unread.map((r) => (
                <li key={r.member_id}>
                  {r.name}
                  {r.company_name ? <span className={styles.company}>{r.company_name}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <Skeleton shape="rect" height={80} />
        )}
      </Dialog>
    </section>
  );
};
