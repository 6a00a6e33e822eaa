import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { chatMessages, chatRoomReads, chatRooms, projectMembers } from '../schema/index.ts';

/** What a site talks about over a few weeks (talk §1): instructions, reports, questions. */
const LINES = [
  'おはようございます。本日の作業は予定どおり8時から開始します。',
  '足場の点検を完了しました。問題ありません。',
  '資材の搬入は10時頃になります。駐車場を空けておいてください。',
  '明日は雨予報のため、外部作業は中止の可能性があります。',
  '2階の配管ルートについて確認をお願いします。',
  '了解しました。',
  '本日の作業を終了します。お疲れさまでした。',
  '近隣の方から騒音について問い合わせがありました。作業時間に注意してください。',
  '図面の最新版を掲示板にアップしました。',
  '塗装の下地処理が終わりました。明日から中塗りに入ります。',
  '安全帯の着用を徹底してください。',
  '検査の日程が来週火曜日に決まりました。',
  'ありがとうございます。確認しました。',
  '職人さんの人数が1名増えます。',
  '休憩所の清掃をお願いします。',
] as const;

/** Messages per project room: a few hundred across the demo sites in all. */
const PER_ROOM = 60;

/**
 * A lived-in talk history for the demo company's sites: text and stamps from
 * the room's members over the last weeks, read up to the end by some members
 * and only partly by others (so 既読 counts and unread badges differ).
 * One multi-row insert per room: a few milliseconds, so test seeds stay fast.
 */
export const seedTalk = async (db: Db, companyId: number, now: Date = new Date()): Promise<void> => {
  const rooms = await db
    .select({ id: chatRooms.id, projectId: chatRooms.attendanceFieldId })
    .from(chatRooms)
    .where(eq(chatRooms.companyId, companyId))
    .orderBy(asc(chatRooms.id));
  const start = Math.floor(now.getTime() / 1000) * 1000;
  for (const [roomIndex, room] of rooms.entries()) {
    if (room.projectId === null) continue;
    const people = (
      await db
        .select({ id: projectMembers.memberId })
        .from(projectMembers)
        .where(eq(projectMembers.projectId, room.projectId))
        .orderBy(asc(projectMembers.memberId))
    ).map((r) => r.id);
    if (people.length === 0) continue;
    const rows = Array.from({ length: PER_ROOM }, (_, i) => {
      // Oldest first, about every 7 hours, ending a day before now.
      const sent = new Date(start - (PER_ROOM - i) * 7 * 3600_000 - 86_400_000);
      const memberId = people[(i * 7 + roomIndex) % people.length] ?? people[0] ?? 0;
      const stamp = i % 9 === 4;
      return {
        chatRoomId: room.id,
        memberId,
        kind: stamp ? ('stamp' as const) : ('text' as const),
        message: stamp ? null : (LINES[(i + roomIndex) % LINES.length] ?? LINES[0]),
        stampId: stamp ? (i % 12) + 1 : null,
        sent,
      };
    });
    const ids = (await db.insert(chatMessages).values(rows).returning({ id: chatMessages.id })).map(
      (r) => r.id,
    );
    const last = ids.at(-1);
    const partway = ids[Math.floor(ids.length * 0.7)];
    if (last === undefined || partway === undefined) continue;
    // Every other member has read everything; the rest stopped part of the way.
    await db.insert(chatRoomReads).values(
      people.map((memberId, i) => ({
        chatRoomId: room.id,
        memberId,
        lastReadMessageId: i % 2 === 0 ? last : partway,
        readAt: sql`now()`,
      })),
    );
  }
};
