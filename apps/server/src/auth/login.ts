import type { TUser } from '@genba/api-client/schemas';
import { AUTH_FAILURE_MESSAGES } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { AppContext } from '../http/env.ts';
import { authFailure } from '../http/errors.ts';
import { activeMemberOf, companiesOfUser, officeIdsOfMember } from '../routes/user/queries.ts';
import { toWireUser } from '../routes/user/wire.ts';
import { type CompanyRow, type MemberRow, startSession, type UserRow } from './session.ts';

export const NO_ACTIVE_MEMBER_MESSAGE = 'ご利用いただける会社がありません。管理者にお問い合わせください。';

/**
 * Where a login lands: the company remembered by update_login_company if the
 * user is still a member there, else the first company they belong to; the
 * remembered office if the member belongs to it, else their first office.
 */
export const resolveLoginTarget = async (c: AppContext, user: UserRow) => {
  const { db } = c.var.deps;
  // Stryker disable next-line ConditionalExpression: without a remembered company the lookup finds nothing; the check saves the query
  const remembered = user.loginCompanyId ? await activeMemberOf(db, user.id, user.loginCompanyId) : undefined;
  const target = remembered ?? (await companiesOfUser(db, user.id))[0];
  if (!target) return undefined;
  const officeIds = await officeIdsOfMember(db, target.member.id);
  const officeId =
    user.loginOfficeId && officeIds.includes(user.loginOfficeId)
      ? user.loginOfficeId
      : (officeIds[0] ?? null);
  return { member: target.member, company: target.company, officeId };
};

/** Whom a login opens a session for: a member of a company, acting for an office. */
export type LoginTarget = { member: MemberRow; company: CompanyRow; officeId: number | null };

/** Opens an ordinary session for the target and answers `{ status: 200, user }`, as every login call does. */
export const startLoginSession = async (
  c: AppContext,
  user: UserRow,
  target: LoginTarget,
  client: 'pc' | 'sp',
): Promise<{ status: 200; user: TUser }> => {
  await startSession(c, {
    userId: user.id,
    memberId: target.member.id,
    companyId: target.company.id,
    officeId: target.officeId,
    client,
  });
  return { status: 200, user: toWireUser(user, target.member, target.company, target.officeId) };
};

/** Opens the session after a successful credential check and answers `{ status: 200, user }`. */
export const completeLogin = async (
  c: AppContext,
  user: UserRow,
  client: 'pc' | 'sp',
): Promise<{ status: 200; user: TUser }> => {
  const target = await resolveLoginTarget(c, user);
  if (!target) throw authFailure(403, NO_ACTIVE_MEMBER_MESSAGE);
  return startLoginSession(c, user, target, client);
};

/** An e-mail address as accounts store it and limits count it: trimmed, lower case. */
export const normalizedEmail = (email: string): string => email.trim().toLowerCase();

/** The user of a normalized address (normalizedEmail). */
export const findUserByEmail = async (c: AppContext, email: string): Promise<UserRow | undefined> => {
  const [user] = await c.var.deps.db.select().from(users).where(eq(users.email, email));
  return user;
};

/**
 * The rate-limit bucket of failed logins against one account (a normalized
 * address) from one address. Never the account alone: then anyone could lock the owner out.
 */
export const accountLockKey = (email: string, ip: string): string => `login:fail:${email}:${ip}`;

export const badCredentials = () => authFailure(401, AUTH_FAILURE_MESSAGES.badCredentials);
