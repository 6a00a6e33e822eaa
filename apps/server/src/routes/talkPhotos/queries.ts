import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { albumPhotos, chatMessagePictures, chatRoomPhotos } from '../../db/schema/index.ts';

/** Reads and writes of group and private room photos, and the photo links of site messages (talk §7). */

export type RoomPhotoRow = typeof chatRoomPhotos.$inferSelect;
export type NewRoomPhoto = Omit<
  typeof chatRoomPhotos.$inferInsert,
  'id' | 'sortId' | 'registeredAt' | 'delFlg'
>;

/** Stores a room photo on its message, after the photos the message already carries. */
export const insertRoomPhoto = async (db: Db, input: NewRoomPhoto & { chatMessageId: number }) => {
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from chat_room_photos where chat_message_id = ${input.chatMessageId}`,
  );
  const [row] = await db
    .insert(chatRoomPhotos)
    .values({ ...input, sortId: count?.n ?? 0 })
    .returning();
  if (!row) throw new Error('room photo was not stored');
  return row;
};

export const findRoomPhoto = async (db: Db, id: number): Promise<RoomPhotoRow | undefined> => {
  const [row] = await db.select().from(chatRoomPhotos).where(eq(chatRoomPhotos.id, id));
  return row;
};

/** Takes a photo off its message; the photo row and file stay. */
export const detachRoomPhoto = async (db: Db, id: number): Promise<void> => {
  await db.update(chatRoomPhotos).set({ chatMessageId: null }).where(eq(chatRoomPhotos.id, id));
};

/** The caller's visible photos of one room among `ids`. */
export const listOwnRoomPhotos = (db: Db, roomId: number, memberId: number, ids: number[]) =>
  db
    .select()
    .from(chatRoomPhotos)
    .where(
      and(
        eq(chatRoomPhotos.chatRoomId, roomId),
        eq(chatRoomPhotos.registMemberId, memberId),
        eq(chatRoomPhotos.delFlg, false),
        inArray(chatRoomPhotos.id, ids),
      ),
    );

export const hideRoomPhotos = async (db: Db, ids: number[]): Promise<void> => {
  if (ids.length === 0) return;
  await db.update(chatRoomPhotos).set({ delFlg: true }).where(inArray(chatRoomPhotos.id, ids));
};

/** The site-room messages an album photo is attached to. */
export const listFieldPhotoMessages = async (db: Db, photoId: number): Promise<number[]> => {
  const rows = await db
    .select({ id: chatMessagePictures.chatMessageId })
    .from(chatMessagePictures)
    .where(eq(chatMessagePictures.albumPhotoId, photoId));
  return rows.map((r) => r.id);
};

export const unlinkFieldPhoto = async (db: Db, messageId: number, photoId: number): Promise<void> => {
  await db
    .delete(chatMessagePictures)
    .where(
      and(eq(chatMessagePictures.chatMessageId, messageId), eq(chatMessagePictures.albumPhotoId, photoId)),
    );
};

/** The caller's visible album photos among `ids` that were sent into the room, with their messages. */
export const listOwnFieldRoomPhotos = (db: Db, roomId: number, memberId: number, ids: number[]) =>
  queryRows<{ photo_id: number; message_id: number }>(
    db,
    sql`select p.album_photo_id as photo_id, p.chat_message_id as message_id
      from chat_message_pictures p
      join chat_messages m on m.id = p.chat_message_id
      join album_photos ph on ph.id = p.album_photo_id
      where m.chat_room_id = ${roomId} and ph.regist_member_id = ${memberId} and ph.del_flg = false
        and p.album_photo_id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
  );

/** Album delete only hides (talk §4): the row and the file stay. */
export const hideAlbumPhotos = async (db: Db, ids: number[]): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(albumPhotos)
    .set({ delFlg: true, updatedAt: sql`now()` })
    .where(inArray(albumPhotos.id, ids));
};
