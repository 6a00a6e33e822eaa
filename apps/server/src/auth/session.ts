import { and, eq, sql } from 'drizzle-orm';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client.ts';
import { companies, members, sessions, users } from '../db/schema/index.ts';
import type { AppContext } from '../http/env.ts';
import { sessionCacheFor } from './sessionCache.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'genba_session';

export type UserRow = typeof users.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Who is calling, as the session says: never taken from the client's headers. */
export type SessionAuth = {
  tokenHash: string;
  user: UserRow;
  /** The member record of the company the session acts for. */
  member: MemberRow;
  company: CompanyRow;
  /** Office chosen by switch_user_company, else the user's login office. */
  officeId: number | null;
  client: 'pc' | 'sp';
  expiresAt: Date;
};

export type SessionLookup = { kind: 'none' } | { kind: 'expired' } | { kind: 'valid'; auth: SessionAuth };

const cookieOptions = (c: AppContext, maxAge: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: c.var.deps.config.env === 'production',
  maxAge,
});

/** Opens a session for the member and sets the cookie; an earlier session of this browser is ended. */
export const startSession = async (
  c: AppContext,
  target: {
    userId: number;
    memberId: number;
    companyId: number;
    officeId: number | null;
    client: 'pc' | 'sp';
  },
): Promise<void> => {
  const { db, config, now } = c.var.deps;
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
  const token = newToken();
  const expiresAt = new Date(now().getTime() + config.sessionTtlSeconds * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), ...target, expiresAt });
  setCookie(c, SESSION_COOKIE, token, cookieOptions(c, config.sessionTtlSeconds));
};

export const endSession = async (c: AppContext, tokenHash: string): Promise<void> => {
  await c.var.deps.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, 0));
};

const buildSessionLookup = (db: Db) =>
  db
    .select({ session: sessions, user: users, member: members, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(members, and(eq(members.id, sessions.memberId), eq(members.delFlg, false)))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    // An empty name is an equivalent mutant, left undetected (Stryker applies no directive inside a call
    // chain): the name only lets PostgreSQL keep the plan; unnamed, the same rows come back.
    .prepare('session_lookup');

type SessionRow = Awaited<ReturnType<ReturnType<typeof buildSessionLookup>['execute']>>[number];

const sessionLookups = new WeakMap<Db, ReturnType<typeof buildSessionLookup>>();

/**
 * Every authenticated request runs this query first, so its SQL is built once
 * per database, not per request (building a four-table select in drizzle was
 * a measurable share of a short request's CPU time; see scripts/bench-api.ts).
 */
const sessionLookupQuery = (db: Db) => {
  let query = sessionLookups.get(db);
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: building it again gives the same query, only slower
  if (!query) {
    query = buildSessionLookup(db);
    // Stryker disable next-line CallExpression: without it the query is built on every lookup, the same query, only slower
    sessionLookups.set(db, query);
  }
  return query;
};

/**
 * Reads the session cookie. No cookie → none (401 for protected calls); a
 * cookie whose session is unknown, expired or whose member was removed →
 * expired (419, the client shows 認証が切れました).
 */
export const lookupSession = async (c: AppContext): Promise<SessionLookup> => {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return { kind: 'none' };
  const { db, now } = c.var.deps;
  const tokenHash = hashToken(token);
  const row = await sessionCacheFor<SessionRow>(db).load(tokenHash, async () => {
    const [found] = await sessionLookupQuery(db).execute({ tokenHash });
    return found;
  });
  if (!row) return { kind: 'expired' };
  if (row.session.expiresAt.getTime() <= now().getTime()) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return { kind: 'expired' };
  }
  return {
    kind: 'valid',
    auth: {
      tokenHash,
      // Copies: a cached row is shared by every request of the session, a handler's edit must not leak.
      user: { ...row.user },
      member: { ...row.member },
      company: { ...row.company },
      officeId: row.session.officeId ?? row.user.loginOfficeId,
      client: row.session.client,
      expiresAt: row.session.expiresAt,
    },
  };
};

/**
 * Sliding expiry: once half the lifetime is spent, a used session is extended
 * to a full lifetime again, so active users are not logged out mid-week.
 */
export const renewIfHalfSpent = async (c: AppContext, auth: SessionAuth): Promise<void> => {
  const { db, config, now } = c.var.deps;
  const ttlMs = config.sessionTtlSeconds * 1000;
  const at = now().getTime();
  if (auth.expiresAt.getTime() - at > ttlMs / 2) return;
  const token = getCookie(c, SESSION_COOKIE);
  // Stryker disable next-line ConditionalExpression,BlockStatement: auth was read from this cookie, so it is there
  if (!token) return;
  const expiresAt = new Date(at + ttlMs);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, auth.tokenHash));
  setCookie(c, SESSION_COOKIE, token, cookieOptions(c, config.sessionTtlSeconds));
};

/** Points the session at another member/company of the same user (switch_user_company). */
export const moveSession = async (
  db: Db,
  tokenHash: string,
  target: { memberId: number; companyId: number; officeId: number | null },
): Promise<void> => {
  await db.update(sessions).set(target).where(eq(sessions.tokenHash, tokenHash));
};
