import type { NewsTarget, NewsType } from '@genba/validators';
import { and, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { news, newsMemberStates, systemAdmins, users } from '../../db/schema/index.ts';

export type NewsRow = typeof news.$inferSelect;
export type MemberNewsRow = NewsRow & { readed: boolean; unpopup: boolean };
export type AdminNewsRow = NewsRow & { createName: string; readCount: number };
export type NewsDevice = 'pc' | 'sp';

export type NewsInput = {
  title: string;
  type: NewsType;
  content: string | null;
  filePath: string | null;
  target: NewsTarget;
  popupFlg: boolean;
  publishStart: Date;
  publishEnd: Date | null;
};

export const isSystemAdmin = async (db: Db, userId: number): Promise<boolean> =>
  (await db.select({ id: systemAdmins.userId }).from(systemAdmins).where(eq(systemAdmins.userId, userId)))
    .length > 0;

/** Published now and meant for the device (target all or the device itself). */
const visibleTo = (device: NewsDevice, now: Date) =>
  and(
    lte(news.publishStart, now),
    or(isNull(news.publishEnd), gt(news.publishEnd, now)),
    inArray(news.target, ['all', device]),
  );

/** The items a member sees on the device, newest first, with the member's own state. */
export const listMemberNews = async (
  db: Db,
  memberId: number,
  device: NewsDevice,
  now: Date = new Date(),
): Promise<MemberNewsRow[]> => {
  const rows = await db
    .select({ n: news, readed: newsMemberStates.readed, unpopup: newsMemberStates.unpopup })
    .from(news)
    .leftJoin(
      newsMemberStates,
      and(eq(newsMemberStates.newsId, news.id), eq(newsMemberStates.memberId, memberId)),
    )
    .where(visibleTo(device, now))
    .orderBy(desc(news.publishStart), desc(news.id))
    .limit(200);
  return rows.map((r) => ({ ...r.n, readed: r.readed ?? false, unpopup: r.unpopup ?? false }));
};

/** One item the member can see now (reading or dismissing anything else is refused). */
export const findVisibleNews = async (
  db: Db,
  id: number,
  now: Date = new Date(),
): Promise<NewsRow | undefined> => {
  const [row] = await db
    .select()
    .from(news)
    .where(
      and(
        eq(news.id, id),
        lte(news.publishStart, now),
        or(isNull(news.publishEnd), gt(news.publishEnd, now)),
      ),
    );
  return row;
};

export const setNewsState = async (
  db: Db,
  memberId: number,
  newsId: number,
  state: { readed?: true; unpopup?: true },
): Promise<void> => {
  await db
    .insert(newsMemberStates)
    .values({ newsId, memberId, readed: state.readed ?? false, unpopup: state.unpopup ?? false })
    .onConflictDoUpdate({
      target: [newsMemberStates.memberId, newsMemberStates.newsId],
      set: {
        ...(state.readed ? { readed: true } : {}),
        ...(state.unpopup ? { unpopup: true } : {}),
      },
    });
};

/** Marks every item the member can see read (both devices); answers how many changed. */
export const readAllNews = async (db: Db, memberId: number, now: Date = new Date()): Promise<number> => {
  const unread = (await listMemberNews(db, memberId, 'pc', now))
    .concat(await listMemberNews(db, memberId, 'sp', now))
    .filter((n, i, all) => !n.readed && all.findIndex((m) => m.id === n.id) === i);
  for (const n of unread) await setNewsState(db, memberId, n.id, { readed: true });
  return unread.length;
};

export const listAdminNews = async (db: Db): Promise<AdminNewsRow[]> => {
  const reads = db
    .select({ newsId: newsMemberStates.newsId, n: count().as('n') })
    .from(newsMemberStates)
    .where(eq(newsMemberStates.readed, true))
    .groupBy(newsMemberStates.newsId)
    .as('reads');
  const rows = await db
    .select({ n: news, email: users.email, readCount: reads.n })
    .from(news)
    .leftJoin(users, eq(users.id, news.createUserId))
    .leftJoin(reads, eq(reads.newsId, news.id))
    .orderBy(desc(news.publishStart), desc(news.id))
    .limit(500);
  return rows.map((r) => ({ ...r.n, createName: r.email ?? '', readCount: Number(r.readCount ?? 0) }));
};

export const findAdminNews = async (db: Db, id: number): Promise<AdminNewsRow | undefined> =>
  (await listAdminNews(db)).find((n) => n.id === id);

const columnsOf = (input: NewsInput) => ({
  title: input.title,
  type: input.type,
  content: input.content,
  filePath: input.filePath,
  target: input.target,
  popupFlg: input.popupFlg,
  publishStart: input.publishStart,
  publishEnd: input.publishEnd,
});

export const insertNews = async (db: Db, input: NewsInput, userId: number): Promise<number> => {
  const [row] = await db
    .insert(news)
    .values({ ...columnsOf(input), createUserId: userId })
    .returning({ id: news.id });
  if (!row) throw new Error('news insert returned nothing');
  return row.id;
};

export const updateNews = async (db: Db, id: number, input: NewsInput): Promise<boolean> =>
  (await db.update(news).set(columnsOf(input)).where(eq(news.id, id)).returning({ id: news.id })).length > 0;

export const deleteNews = async (db: Db, id: number): Promise<boolean> =>
  (await db.delete(news).where(eq(news.id, id)).returning({ id: news.id })).length > 0;

/** The pop-ups after login: published for PC, flagged, neither read nor dismissed. */
export const listPopupNews = async (
  db: Db,
  memberId: number,
  now: Date = new Date(),
): Promise<MemberNewsRow[]> =>
  (await listMemberNews(db, memberId, 'pc', now)).filter((n) => n.popupFlg && !n.readed && !n.unpopup);
