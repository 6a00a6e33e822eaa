import {
  AUTH_FAILURE_MESSAGES,
  decodeInvitationLink,
  LOGIN_TYPE,
  type LoginType,
  type OpenInvitationLink,
} from '@genba/validators';
import { clientIp } from '../../auth/clientIp.ts';
import { hashPassword } from '../../auth/password.ts';
import { hit } from '../../auth/rateLimit.ts';
import { startSession } from '../../auth/session.ts';
import { newToken, sameSecret } from '../../auth/tokens.ts';
import { userIdByEmail, userIdByTel } from '../../db/userRows.ts';
import { sqlState } from '../../http/dbErrors.ts';
import type { AppContext } from '../../http/env.ts';
import { forbidden, HttpError, validationFailed } from '../../http/errors.ts';
import type { Caller } from '../../http/implement.ts';
import { implement } from '../../http/implement.ts';
import { AREA_FORBIDDEN_MESSAGE, isRouteAllowed } from '../../permissions/routeAccess.ts';
import { loadAccessSubject } from '../../permissions/subject.ts';
import { findRoom } from '../talk/queries.ts';
import { isRoomManager } from '../talkNews/bbsQueries.ts';
import {
  checkCode,
  issueCode,
  mailCodeKey,
  mailTarget,
  SMS_CODE_TTL_SECONDS,
  smsTarget,
} from '../user/codes.ts';
import { tooManyAttempts } from '../user/login.ts';
import { smsBody } from '../user/sms.ts';
import {
  ensureOpenLink,
  findLiveOpenLink,
  findOpenLinkForJoin,
  findSiteOfCompany,
  headOfficeOf,
  joinByOpenLink,
  type OpenLinkScope,
  regenerateOpenLink,
  revokeOpenLink,
} from './queries.ts';
import { toWireOpenLink } from './wire.ts';

/**
 * Open invitation links (ADR 009): managers read, make, regenerate and revoke
 * the link of a site's room or of the company; anyone holding a live link
 * joins as a partner member. Every refused link answers alike, so probing
 * learns nothing.
 */

/** Every refused open link (and an unknown invitation id) answers this, with 403. */
export const INVITATION_NOT_FOUND_MESSAGE = '招待が見つかりません。';
export const OFFICE_NOT_FOUND_MESSAGE = '営業所が見つかりません。';

type Manager = Pick<Caller, 'member' | 'company' | 'auth'>;

/**
 * The link a manager may touch. A room: a site's room of the acting company
 * whose room manager (role 1 or 2) the member is, placed in the site's office.
 * No room: the company's link for the acting office, for those who may open
 * member information (core §6, the personal invitations' rule). Anything else
 * answers 403 alike, so other companies' room ids cannot be told apart.
 */
const scopeFor = async (
  c: AppContext,
  who: Manager,
  chatroomId: number | undefined,
): Promise<OpenLinkScope> => {
  const { db, now } = c.var.deps;
  const companyId = who.company.id;
  if (chatroomId === undefined) {
    const subject = await loadAccessSubject(db, who.member, who.company, now());
    if (!isRouteAllowed('member', subject)) throw forbidden(AREA_FORBIDDEN_MESSAGE);
    const officeId = who.auth.officeId ?? (await headOfficeOf(db, companyId));
    if (officeId === null) throw validationFailed({ office_id: [OFFICE_NOT_FOUND_MESSAGE] });
    return { companyId, officeId, chatroomId: null };
  }
  const room = await findRoom(db, chatroomId);
  const site =
    room?.companyId === companyId && room.attendanceFieldId !== null
      ? await findSiteOfCompany(db, companyId, room.attendanceFieldId)
      : undefined;
  if (!room || !site || !(await isRoomManager(db, room, who.member.id)))
    throw forbidden(AREA_FORBIDDEN_MESSAGE);
  const officeId = site.officeId ?? who.auth.officeId ?? (await headOfficeOf(db, companyId));
  if (officeId === null) throw validationFailed({ office_id: [OFFICE_NOT_FOUND_MESSAGE] });
  return { companyId, officeId, chatroomId: room.id };
};

/** The company's live link that an encoded open link names, or 403 for anything else. */
export const openLinkToJoin = async (c: AppContext, link: OpenInvitationLink) => {
  const { db, rateLimits } = c.var.deps;
  // The token (256 bits) is what protects the link; the per-address limit only bounds the noise.
  if (!(await hit(db, `invite:ip:${clientIp(c)}`, rateLimits.loginPerIp)))
    throw tooManyAttempts(rateLimits.loginPerIp);
  const found = await findOpenLinkForJoin(db, {
    companyId: link.company_id,
    officeId: link.office_id,
    chatroomId: link.chatroom_id === 0 ? null : link.chatroom_id,
  });
  // Constant-time: how much of a guessed token matched must not show in the answer's timing.
  if (!found || !sameSecret(found.link.token, link.token)) throw forbidden(INVITATION_NOT_FOUND_MESSAGE);
  return found;
};

/** `{encoded}` of registerOpenInvitation: only an open link gets this far. */
const openLinkOfEncoded = (encoded: string): OpenInvitationLink => {
  const link = decodeInvitationLink(encoded);
  if (link?.kind !== 'open') throw forbidden(INVITATION_NOT_FOUND_MESSAGE);
  return link;
};

/** Two joins racing with one address or number: the unique index stops the second, which answers like the check before it. */
const takenOnRace = async <T>(field: string, message: string, join: () => Promise<T>): Promise<T> => {
  try {
    return await join();
  } catch (error) {
    if (sqlState(error) === '23505') throw validationFailed({ [field]: [message] });
    throw error;
  }
};

/** Sent instead of a code to a number that already has an account: its owner is told how to come in. */
export const OPEN_LINK_REGISTERED_SMS =
  '【現場管理】この電話番号は既に登録されています。ログイン画面の「電話番号でログイン」からご利用ください。';

/** The e-mail registration's code, mailed to an address that has no account. */
export const openLinkCodeMail = (code: string) => ({
  subject: '【現場管理】認証コードのお知らせ',
  text: [
    '招待リンクからの登録を受け付けました。',
    `認証コードは ${code} です。${SMS_CODE_TTL_SECONDS / 60}分以内に登録画面へ入力してください。`,
    '',
    'お心当たりのない場合は、このメールを破棄してください。',
  ].join('\n'),
});

/** Mailed instead of a code to an address that already has an account. */
export const OPEN_LINK_REGISTERED_MAIL = {
  subject: '【現場管理】このメールアドレスは登録済みです',
  text: [
    'このメールアドレスは既に登録されています。',
    'ログイン画面の「メールアドレスでログイン」からご利用ください。',
    '',
    'お心当たりのない場合は、このメールを破棄してください。',
  ].join('\n'),
};

/**
 * The code of a registration, checked as the SMS login checks it (its limits,
 * attempts and slowing down) and used up. A wrong, expired or used code answers
 * 422 on auth_number, the field the worker typed it in; too many attempts keep
 * their 429. `key` is the number, or mailCodeKey of the address.
 */
const checkRegistrationCode = async (c: AppContext, key: string, code: string) => {
  try {
    await checkCode(c, key, code, true);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) throw codeRefused(error);
    throw error;
  }
};

const codeRefused = (error: HttpError) => {
  const body = error.body as { message?: unknown };
  return validationFailed({
    auth_number: [typeof body.message === 'string' ? body.message : AUTH_FAILURE_MESSAGES.badCode],
  });
};

/**
 * What differs between the e-mail and the phone registration: the login
 * (address or number, password or none, login type) and the key its code was
 * issued under.
 */
type Registration = {
  encoded: string;
  codeKey: string;
  code: string;
  name1: string;
  name2: string;
  login: { email: string | null; telNumber: string | null; password: string | null; loginType: LoginType };
  /** Whether the address or number already has an account. */
  hasAccount: () => Promise<unknown>;
};

/**
 * Joins the link's company (and room, when it names one) as a new partner
 * member once the code was checked and used up, and starts the session. The
 * owner of an address or number that has an account was sent a notice, not a
 * code, so such a registration answers as a wrong code would, before the
 * insert and (two joins racing) after the unique index.
 */
const registerByCode = async (c: AppContext, r: Registration) => {
  const { db, now } = c.var.deps;
  const { link, fieldId } = await openLinkToJoin(c, openLinkOfEncoded(r.encoded));
  await checkRegistrationCode(c, r.codeKey, r.code);
  if (await r.hasAccount()) throw validationFailed({ auth_number: [AUTH_FAILURE_MESSAGES.badCode] });
  const passwordHash = r.login.password === null ? null : await hashPassword(r.login.password);
  const joined = await takenOnRace('auth_number', AUTH_FAILURE_MESSAGES.badCode, () =>
    joinByOpenLink(db, {
      link,
      fieldId,
      invitationToken: newToken(),
      join: {
        email: r.login.email,
        telNumber: r.login.telNumber,
        passwordHash,
        loginType: r.login.loginType,
        name1: r.name1.trim(),
        name2: r.name2.trim(),
        companyId: link.companyId,
        officeId: link.officeId,
        fieldId,
        registCompanyId: null,
        now: now(),
      },
    }),
  );
  return enterAfterJoin(c, link, fieldId, joined);
};

export const openLinkRoutes = [
  implement('getOpenInvitationLink', async ({ c, query, deps, ...who }) => {
    const row = await findLiveOpenLink(deps.db, await scopeFor(c, who, query.chatroom_id));
    return { open_link: row ? toWireOpenLink(row, deps.config.publicUrl) : null };
  }),

  implement('createOpenInvitationLink', async ({ c, body, deps, ...who }) => {
    const row = await ensureOpenLink(
      deps.db,
      await scopeFor(c, who, body.chatroom_id),
      who.member.id,
      newToken(),
    );
    return { success: true as const, open_link: toWireOpenLink(row, deps.config.publicUrl) };
  }),

  implement('regenerateOpenInvitationLink', async ({ c, body, deps, ...who }) => {
    const scope = await scopeFor(c, who, body.chatroom_id);
    const row = await regenerateOpenLink(deps.db, scope, who.member.id, newToken(), deps.now());
    return { success: true as const, open_link: toWireOpenLink(row, deps.config.publicUrl) };
  }),

  implement('revokeOpenInvitationLink', async ({ c, query, deps, ...who }) => {
    await revokeOpenLink(deps.db, await scopeFor(c, who, query.chatroom_id), deps.now());
    return { success: true };
  }),

  implement('requestOpenInvitationMail', async ({ c, db, params, body }) => {
    await openLinkToJoin(c, openLinkOfEncoded(params.encoded));
    const email = body.email.trim().toLowerCase();
    // As the phone's: an address without an account gets the code, one with an account a notice.
    return issueCode(c, mailTarget(c, email), async (code) =>
      (await userIdByEmail(db, email)) ? OPEN_LINK_REGISTERED_MAIL : openLinkCodeMail(code),
    );
  }),

  implement('registerOpenInvitation', ({ c, db, params, body }) => {
    const email = body.email.trim().toLowerCase();
    return registerByCode(c, {
      encoded: params.encoded,
      codeKey: mailCodeKey(email),
      code: body.auth_number,
      name1: body.name1,
      name2: body.name2,
      login: { email, telNumber: null, password: body.password, loginType: LOGIN_TYPE.both },
      hasAccount: () => userIdByEmail(db, email),
    });
  }),

  implement('requestOpenInvitationSms', async ({ c, db, params, body }) => {
    await openLinkToJoin(c, openLinkOfEncoded(params.encoded));
    const tel = body.tel_number;
    // The reverse of the login's rule: a number without an account gets the code.
    return issueCode(c, smsTarget(c, tel), async (code) =>
      (await userIdByTel(db, tel)) ? { body: OPEN_LINK_REGISTERED_SMS } : { body: smsBody(code), code },
    );
  }),

  implement('registerOpenInvitationByTel', ({ c, db, params, body }) =>
    registerByCode(c, {
      encoded: params.encoded,
      codeKey: body.tel_number,
      code: body.auth_number,
      name1: body.name1,
      name2: body.name2,
      login: { email: null, telNumber: body.tel_number, password: null, loginType: LOGIN_TYPE.mobileOnly },
      hasAccount: () => userIdByTel(db, body.tel_number),
    }),
  ),
];

/** The joiner's session, and where the app takes them: the site's room, or /talk. */
const enterAfterJoin = async (
  c: AppContext,
  link: { companyId: number; officeId: number },
  fieldId: number | null,
  joined: { userId: number; memberId: number },
) => {
  await startSession(c, {
    userId: joined.userId,
    memberId: joined.memberId,
    companyId: link.companyId,
    officeId: link.officeId,
    client: 'sp',
  });
  return {
    success: true as const,
    member_id: joined.memberId,
    company_id: link.companyId,
    field_id: fieldId,
    next_path: fieldId ? `/talk/field/${fieldId}` : '/talk',
  };
};
