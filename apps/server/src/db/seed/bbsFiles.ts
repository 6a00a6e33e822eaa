import { and, eq } from 'drizzle-orm';
import { SEED_BOARD_DOCUMENTS, seedBoardFileKey, seedPdf } from '../../routes/bbsFiles/seedFiles.ts';
import type { Db } from '../client.ts';
import { bbsFileReads, bbsFiles, chatRooms, members, projectMembers, projects } from '../schema/index.ts';

/** The site whose board holds the demo files (the site both demo logins of issue 11 share). */
export const BBS_SEED_PROJECT = '博多駅前ビル 外装改修工事';

const DAY = 86_400_000;

/**
 * A few board files on the demo site's room (issue 11 §7): a picked-up specification, a
 * schedule the manager replaced yesterday (unread for the partner foreman until he opens it)
 * and a scaffold plan the partner foreman posted (unread for the manager). Rows only: the PDFs
 * are generated on first download (routes/bbsFiles/seedFiles.ts), so test seeds stay fast.
 */
export const seedBbsFiles = async (db: Db, now: Date = new Date()): Promise<void> => {
  const [room] = await db
    .select({ id: chatRooms.id, projectId: projects.id })
    .from(chatRooms)
    .innerJoin(projects, eq(projects.id, chatRooms.attendanceFieldId))
    .where(and(eq(projects.caseName, BBS_SEED_PROJECT), eq(chatRooms.type, 'project')));
  if (!room) return;
  const people = await db
    .select({ id: members.id, authId: members.authId, type: members.type })
    .from(projectMembers)
    .innerJoin(members, eq(members.id, projectMembers.memberId))
    .where(eq(projectMembers.projectId, room.projectId));
  const manager = people.find((p) => p.authId === 2 && p.type === 1);
  const partnerForeman = people.find((p) => p.type === 2 && p.authId === 6);
  if (!manager || !partnerForeman) return;
  const rows = [
    { slug: 'spec', name: '外壁改修 仕様書.pdf', by: manager.id, days: 20, updated: null, pickup: true },
    { slug: 'schedule', name: '工程表_11月.pdf', by: manager.id, days: 12, updated: 1, pickup: false },
    {
      slug: 'scaffold',
      name: '足場計画図.pdf',
      by: partnerForeman.id,
      days: 5,
      updated: null,
      pickup: false,
    },
  ] as const;
  for (const r of rows) {
    const size = seedPdf(SEED_BOARD_DOCUMENTS[r.slug] ?? r.slug).byteLength;
    const [file] = await db
      .insert(bbsFiles)
      .values({
        chatRoomId: room.id,
        memberId: r.by,
        fileName: r.name,
        storageKey: seedBoardFileKey(r.slug),
        mime: 'application/pdf',
        size,
        pickupFlg: r.pickup,
        registAt: new Date(now.getTime() - r.days * DAY),
        updatedAt: r.updated === null ? null : new Date(now.getTime() - r.updated * DAY),
      })
      .returning({ id: bbsFiles.id });
    if (!file) throw new Error(`seed: board file ${r.name} was not created`);
    // The uploader has read their own file; the specification has been read by both.
    const readers = r.slug === 'spec' ? [manager.id, partnerForeman.id] : [r.by];
    await db.insert(bbsFileReads).values(readers.map((memberId) => ({ fileId: file.id, memberId })));
  }
};
