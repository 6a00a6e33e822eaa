import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { TENANCY_MESSAGES } from '../../http/tenancy.ts';
import { loadRoomFor } from '../talk/access.ts';
import { roomMemberIds } from '../talk/messageQueries.ts';

export const ALBUM_PUSH_MESSAGES = {
  privateRoom: '個人トークではアルバムの通知を送信できません。',
  title: 'アルバム',
  body: (name: string) => `${name}さんがアルバムに写真を追加しました。`,
} as const;

/**
 * albumPush (talk §7): after uploads to a site or group room, every other member of the room is
 * notified through the push sender (offline by default: the log and the development outbox).
 */
export const albumPushRoutes = [
  implement('albumPush', async ({ db, deps, member, company, body }) => {
    // The payload names its sender as storeAlbum's does; it can only be the caller.
    if (body.member_id !== member.id) throw forbidden(TENANCY_MESSAGES.member);
    if (body.company_id !== company.id) throw forbidden(TENANCY_MESSAGES.company);
    const room = await loadRoomFor(db, { member, company }, body.chatroom_id);
    if (room.type === 'private') throw validationFailed({ chatroom_id: [ALBUM_PUSH_MESSAGES.privateRoom] });
    const name = `${member.name1} ${member.name2}`.trim();
    const recipients = (await roomMemberIds(db, room)).filter((id) => id !== member.id);
    for (const id of recipients) {
      await deps.push.send({
        to: String(id),
        title: room.name || ALBUM_PUSH_MESSAGES.title,
        body: ALBUM_PUSH_MESSAGES.body(name),
        chatroomId: room.id,
      });
    }
    return { success: true };
  }),
];
