import { and, eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password.ts';
import { clearBucket, hit } from '../../auth/rateLimit.ts';
import { type CompanyRow, endSession, type MemberRow, moveSession } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { members, users } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { deniedRouteKeys, isRouteAllowed } from '../../permissions/routeAccess.ts';
import { accessSubjectOf } from '../../permissions/subject.ts';
import { isSystemAdmin } from '../talkNews/newsQueries.ts';
import { loadAppendInitData } from './appendInitData.ts';
import { loadInitData } from './initData.ts';
import { tooManyAttempts } from './login.ts';
import { activeMemberOf, officeIdsOfMember, officesOf } from './queries.ts';
import { toWireBelongOffice, toWireMember, toWireUser } from './wire.ts';

export const NOT_A_MEMBER_MESSAGE = 'この会社に所属していないため切り替えられません。';
export const NOT_IN_OFFICE_MESSAGE = 'この営業所に所属していないため切り替えられません。';
export const OTHER_USER_MESSAGE = '他のユーザーの情報は変更できません。';

/** The access subject the init data decides screens by: the member's, and whether the user is a system administrator. */
const screenSubjectOf = async (
  db: Db,
  caller: { user: { id: number }; member: MemberRow; company: CompanyRow },
  contracts: Parameters<typeof accessSubjectOf>[2],
  now: Date,
) => ({
  ...accessSubjectOf(caller.member, caller.company, contracts, now),
  systemAdmin: await isSystemAdmin(db, caller.user.id),
});

export const sessionRoutes = [
  implement('logout', async ({ c, auth }) => {
    await endSession(c, auth.tokenHash);
    return { success: true };
  }),

  // The init data is asked on every page load and route change, and is six statements: it is a read of
  // the database, the session and the day (contract end dates), so the read cache may answer it.
  implement(
    'init_data_sp',
    async ({ db, deps, ...caller }) => {
      const { data, contracts } = await loadInitData(db, caller);
      const subject = await screenSubjectOf(db, caller, contracts, deps.now());
      return { ...data, denied_routes: deniedRouteKeys(subject) };
    },
    { cacheRead: true },
  ),

  implement(
    'init_data_pc',
    async ({ db, params, deps, ...caller }) => {
      const { data, contracts } = await loadInitData(db, caller);
      const subject = await screenSubjectOf(db, caller, contracts, deps.now());
      return {
        ...data,
        denied_routes: deniedRouteKeys(subject),
        route_allowed: isRouteAllowed(params.firstPathSegment, subject),
      };
    },
    { cacheRead: true },
  ),

  // Cached like the init data (news pop-ups follow their publication window within the cache's 1 s age
  // bound). An answer that left out a failed piece is cached too: it is computed again after 1 s at most.
  implement(
    'getAppendInitData',
    ({ db, query, deps, ...caller }) =>
      loadAppendInitData(db, caller, query.pieces, (piece, error) =>
        deps.logger.error(`getAppendInitData: piece ${piece} failed`, error),
      ),
    { cacheRead: true },
  ),

  implement('switch_user_company', async ({ db, body, auth, user }) => {
    const target = await activeMemberOf(db, user.id, body.company_id);
    if (!target) throw forbidden(NOT_A_MEMBER_MESSAGE);
    const officeIds = await officeIdsOfMember(db, target.member.id);
    if (body.office_id !== undefined && !officeIds.includes(body.office_id))
      throw forbidden(NOT_IN_OFFICE_MESSAGE);
    const officeId = body.office_id ?? officeIds[0] ?? null;
    await moveSession(db, auth.tokenHash, {
      memberId: target.member.id,
      companyId: target.company.id,
      officeId,
    });
    return { success: true as const, user: toWireUser(user, target.member, target.company, officeId) };
  }),

  implement('update_login_company', async ({ db, body, user, member, company, auth }) => {
    const target = await activeMemberOf(db, user.id, body.login_company_id);
    if (!target) throw forbidden(NOT_A_MEMBER_MESSAGE);
    if (body.login_office_id !== null) {
      const officeIds = await officeIdsOfMember(db, target.member.id);
      if (!officeIds.includes(body.login_office_id)) throw forbidden(NOT_IN_OFFICE_MESSAGE);
    }
    const [updated] = await db
      .update(users)
      .set({ loginCompanyId: body.login_company_id, loginOfficeId: body.login_office_id })
      .where(eq(users.id, user.id))
      .returning();
    return { success: true as const, user: toWireUser(updated ?? user, member, company, auth.officeId) };
  }),

  /** Terms agreement (core §4): sets agree_terms_flg and stamps last_access. */
  implement('agree_terms', async ({ db, params, user, member, company, auth, deps }) => {
    if (params.id !== user.id) throw forbidden(OTHER_USER_MESSAGE);
    const [updated] = await db
      .update(users)
      .set({ agreeTermsFlg: true, lastAccess: deps.now() })
      .where(eq(users.id, user.id))
      .returning();
    return { success: true as const, user: toWireUser(updated ?? user, member, company, auth.officeId) };
  }),

  implement(
    'getUserData',
    async ({ db, user, member, company, auth }) => ({
      user: toWireUser(user, member, company, auth.officeId),
      member: toWireMember(member, user, await officeIdsOfMember(db, member.id)),
    }),
    { cacheRead: true },
  ),

  implement(
    'user_belong_officies',
    async ({ db, member, company }) => {
      const [rows, ids] = await Promise.all([officesOf(db, company.id), officeIdsOfMember(db, member.id)]);
      return rows.filter((o) => ids.includes(o.id)).map((o) => toWireBelongOffice(o, company));
    },
    { cacheRead: true },
  ),

  implement('getAllEmail', async ({ db, company }) => {
    const rows = await db
      .select({ email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.companyId, company.id), eq(members.delFlg, false)));
    return { emails: [...new Set(rows.flatMap((r) => (r.email ? [r.email] : [])))].sort() };
  }),

  implement('check_password', async ({ user }) => ({
    has_password: Boolean(user.email && user.passwordHash),
  })),

  /**
   * Wrong passwords count on the user's own bucket (as many as one address gets
   * at the login), so a session cannot guess without limit and no stranger can
   * fill this bucket.
   */
  implement('chekUserPassword', async ({ body, user, db, deps }) => {
    const rule = deps.rateLimits.loginFailuresPerAccountAndIp;
    const key = `password:user:${user.id}`;
    if (!(await hit(db, key, rule))) throw tooManyAttempts(rule);
    if (!(await verifyPassword(user.passwordHash, body.password))) return '0' as const;
    await clearBucket(db, key);
    return '1' as const;
  }),
];
