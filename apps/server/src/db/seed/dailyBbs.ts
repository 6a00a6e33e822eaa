import { dailyPostText } from '@genba/validators';
import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  chatMessages,
  chatRoomReads,
  chatRooms,
  dailies,
  dailyBbsPosts,
  dailyWorkDetails,
  members,
  projects,
} from '../schema/index.ts';

/** The site whose board shows posted dailies in the demo. */
const BOARD_SITE = '博多駅前ビル 外装改修工事';
/** How many of the site's latest dailies were sent to its talk. */
const POSTED = 6;

/**
 * Dailies sent to their site's talk (post-bbs-message): the latest six of 博多駅前ビル, each a
 * talk message at 18:30 of its day by its writer, and so on the room's board (the side panel's
 * 日報 tab). Runs after seedDaily.
 */
export const seedDailyBbs = async (db: Db): Promise<void> => {
  const [room] = await db
    .select({ id: chatRooms.id, projectId: projects.id })
    .from(chatRooms)
    .innerJoin(projects, eq(projects.id, chatRooms.attendanceFieldId))
    .where(and(eq(projects.caseName, BOARD_SITE), eq(chatRooms.type, 'project')));
  if (!room) return;
  const rows = await db
    .select({
      id: dailies.id,
      memberId: dailies.memberId,
      date: dailies.dailyDate,
      weather: dailies.weather,
      temperature: dailies.temperature,
      humidity: dailies.humidity,
      workContents: dailies.workContents,
      memo: dailies.memo,
      name1: members.name1,
      name2: members.name2,
    })
    .from(dailies)
    .innerJoin(members, eq(members.id, dailies.memberId))
    .where(eq(dailies.projectId, room.projectId))
    .orderBy(desc(dailies.dailyDate), asc(dailies.id))
    .limit(POSTED);
  if (rows.length === 0) return;
  const details = await db
    .select({ dailyId: dailyWorkDetails.dailyId, workContent: dailyWorkDetails.workContent })
    .from(dailyWorkDetails)
    .where(
      inArray(
        dailyWorkDetails.dailyId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(dailyWorkDetails.sort));
  const [before] = await db
    .select({ last: max(chatMessages.id) })
    .from(chatMessages)
    .where(eq(chatMessages.chatRoomId, room.id));
  let posted: number | undefined;
  // Oldest first, so message ids follow the days.
  for (const r of rows.reverse()) {
    const message = dailyPostText({
      daily_date: r.date,
      member_name: `${r.name1} ${r.name2}`.trim(),
      weather: r.weather,
      temperature: r.temperature,
      humidity: r.humidity,
      work_contents: r.workContents,
      work_details: details.filter((d) => d.dailyId === r.id).map((d) => ({ work_content: d.workContent })),
      memo: r.memo,
    });
    const [row] = await db
      .insert(chatMessages)
      .values({
        chatRoomId: room.id,
        memberId: r.memberId,
        kind: 'text',
        message,
        sent: new Date(`${r.date}T18:30:00+09:00`),
      })
      .returning({ id: chatMessages.id });
    if (row) {
      await db.insert(dailyBbsPosts).values({ chatMessageId: row.id, dailyId: r.id, chatRoomId: room.id });
      posted = row.id;
    }
  }
  // The members who had read the whole room (seedTalk) have read the posts too, so the demo's unread
  // counts stay those of the talk seed.
  if (posted !== undefined && before?.last != null)
    await db
      .update(chatRoomReads)
      .set({ lastReadMessageId: posted })
      .where(and(eq(chatRoomReads.chatRoomId, room.id), eq(chatRoomReads.lastReadMessageId, before.last)));
};
