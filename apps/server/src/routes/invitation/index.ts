import {
  decodeInvitationLink,
  INVITATION_REGISTER_MESSAGE,
  INVITATION_STATUS,
  normalizePhone,
  PLACEMENT_HINT,
} from '@genba/validators';
import { clientIp } from '../../auth/clientIp.ts';
import { hashPassword } from '../../auth/password.ts';
import { hit } from '../../auth/rateLimit.ts';
import { type MemberRow, startSession } from '../../auth/session.ts';
import { newToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { isCompanyRow } from '../../db/companyRows.ts';
import { userIdByEmail, userIdByTel } from '../../db/userRows.ts';
import type { AppContext } from '../../http/env.ts';
import { forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { canAccessProject, type ProjectActor } from '../../http/tenancy.ts';
import { issuesToNested } from '../../http/validation.ts';
import { tooManyAttempts } from '../user/login.ts';
import {
  INVITATION_NOT_FOUND_MESSAGE,
  OFFICE_NOT_FOUND_MESSAGE,
  openLinkRoutes,
  openLinkToJoin,
} from './openLink.ts';
import {
  acceptInvitation,
  deleteInvitation,
  findInvitationByToken,
  findInvitationOfCompany,
  findSiteOfCompany,
  headOfficeOf,
  type InvitationChannel,
  type InvitationRow,
  insertInvitations,
  listInvitations,
  memberKeysOfCompany,
  pendingInvitationKeys,
  setInvitationStatus,
} from './queries.ts';
import { invitationMail, invitationSms, toWireInvitation } from './wire.ts';

/**
 * Invitations (issue 10): members who may open member information (core §6;
 * CALL_AREAS in permissions/routeAccess.ts refuses the others before these run) invite
 * people by e-mail or phone to the company or to a site's room; the invited
 * person registers on the public page /invitation_user/{encoded}.
 */

export { INVITATION_NOT_FOUND_MESSAGE, OFFICE_NOT_FOUND_MESSAGE };

type Actor = ProjectActor & { officeId: number | null };

/** Where the invited people go: a site the actor takes part in (and its room), and an office of the company. */
const placementOf = async (
  db: Db,
  actor: Actor,
  fieldId: number | undefined,
  officeId: number | undefined,
) => {
  let site: Awaited<ReturnType<typeof findSiteOfCompany>>;
  if (fieldId !== undefined) {
    site = await findSiteOfCompany(db, actor.company.id, fieldId);
    // Another company's site and one the actor is not in answer alike, so ids cannot be probed.
    if (!site || !(await canAccessProject(db, actor, fieldId))) {
      throw validationFailed({ field_id: [INVITATION_REGISTER_MESSAGE.siteNotFound] });
    }
  }
  if (officeId !== undefined && !(await isCompanyRow(db, 'office', actor.company.id, officeId))) {
    throw validationFailed({ office_id: [OFFICE_NOT_FOUND_MESSAGE] });
  }
  const office = officeId ?? site?.officeId ?? actor.officeId ?? (await headOfficeOf(db, actor.company.id));
  return {
    fieldId: site?.id ?? null,
    chatroomId: site?.roomId ?? null,
    fieldName: site?.name ?? null,
    officeId: office,
  };
};

/** 422 at invitations.N.<field> for rows already members or already invited (talk §4 hint). */
const refuseTaken = (
  keys: string[],
  field: 'email' | 'tel_number',
  members: Set<string>,
  pending: Set<string>,
) => {
  const issues = keys.flatMap((key, index): { path: (string | number)[]; message: string }[] => {
    if (members.has(key))
      return [{ path: ['invitations', index, field], message: INVITATION_REGISTER_MESSAGE.alreadyMember }];
    if (pending.has(key))
      return [{ path: ['invitations', index, field], message: PLACEMENT_HINT.invitedBySameCompany }];
    return [];
  });
  if (issues.length > 0) throw validationFailed(issuesToNested(issues));
};

const inviterName = (m: MemberRow) => `${m.name1}${m.name2 ? ` ${m.name2}` : ''}`;

/** Sends each invitation; one that cannot be sent is marked failed (core §4 status 4), the others still go. */
const deliver = async (
  c: AppContext,
  rows: InvitationRow[],
  send: (row: InvitationRow) => Promise<void>,
): Promise<InvitationRow[]> => {
  const { db, logger } = c.var.deps;
  const out: InvitationRow[] = [];
  for (const row of rows) {
    try {
      await send(row);
      out.push(row);
    } catch (error) {
      logger.error(`invitation ${row.id} could not be sent`, error);
      await setInvitationStatus(db, row.id, INVITATION_STATUS.failed);
      out.push({ ...row, invitationStatus: INVITATION_STATUS.failed });
    }
  }
  return out;
};

/** How one channel (e-mail or SMS) keys, stores and sends its invitations. */
type Channel = {
  channel: InvitationChannel;
  /** The request field an issue points at (invitations.N.<field>). */
  field: 'email' | 'tel_number';
  invitationType: 1 | 2;
  send: (row: InvitationRow, place: Placement) => Promise<void>;
};

type Placement = Awaited<ReturnType<typeof placementOf>>;

/**
 * The send flow both channels share: place the invitations, refuse addresses
 * already members or invited, store the rows, then send each one.
 */
export const sendInvitations = async (
  c: AppContext,
  actor: Actor & { member: MemberRow },
  body: { field_id?: number | undefined; office_id?: number | undefined; invitations: { name1: string }[] },
  keys: string[],
  how: Channel,
  /** The partner company the invited people join as type 2 members (inviteSubcontractors). */
  registCompanyId: number | null = null,
) => {
  const { db } = c.var.deps;
  const companyId = actor.company.id;
  const place = await placementOf(db, actor, body.field_id, body.office_id);
  refuseTaken(
    keys,
    how.field,
    await memberKeysOfCompany(db, companyId, how.channel, keys),
    await pendingInvitationKeys(db, companyId, how.channel, keys),
  );
  const rows = await insertInvitations(
    db,
    body.invitations.map((r, i) => ({
      companyId,
      officeId: place.officeId,
      createMemberId: actor.member.id,
      fieldId: place.fieldId,
      chatroomId: place.chatroomId,
      name1: r.name1.trim(),
      ...(how.channel === 'email' ? { email: keys[i] ?? null } : { telNumber: keys[i] ?? null }),
      invitationType: how.invitationType,
      registCompanyId,
      token: newToken(),
    })),
  );
  const sent = await deliver(c, rows, (row) => how.send(row, place));
  return { success: true as const, invitations: sent.map(toWireInvitation) };
};

/** The e-mail channel: addresses lower-cased, the invitation mail through the mail adapter. */
export const emailChannel = (
  deps: AppContext['var']['deps'],
  company: { name: string },
  member: MemberRow,
): Channel => ({
  channel: 'email',
  field: 'email',
  invitationType: 2,
  send: (row, place) =>
    deps.mail.send({
      to: row.email ?? '',
      ...invitationMail(row, {
        origin: deps.config.publicUrl,
        companyName: company.name,
        inviterName: inviterName(member),
        fieldName: place.fieldName,
      }),
    }),
});

/** The SMS channel: numbers as digits, the invitation text through the SMS adapter. */
export const telChannel = (deps: AppContext['var']['deps'], company: { name: string }): Channel => ({
  channel: 'tel',
  field: 'tel_number',
  invitationType: 1,
  send: (row) =>
    deps.sms.send({
      to: row.telNumber ?? '',
      body: invitationSms(row, { origin: deps.config.publicUrl, companyName: company.name }),
    }),
});

export const emailKeys = (rows: { email: string }[]) => rows.map((r) => r.email.trim().toLowerCase());
export const telKeys = (rows: { tel_number: string }[]) => rows.map((r) => normalizePhone(r.tel_number));

export const invitationRoutes = [
  implement('sendInvitationEmail', ({ c, body, member, company, auth, deps }) =>
    sendInvitations(
      c,
      { member, company, officeId: auth.officeId },
      body,
      emailKeys(body.invitations),
      emailChannel(deps, company, member),
    ),
  ),

  implement('sendInvitationTel', ({ c, body, member, company, auth, deps }) =>
    sendInvitations(
      c,
      { member, company, officeId: auth.officeId },
      body,
      telKeys(body.invitations),
      telChannel(deps, company),
    ),
  ),

  implement('getInvitations', async ({ db, query, company }) => {
    const { rows, total } = await listInvitations(db, {
      companyId: company.id,
      list: query.status,
      fieldId: query.field_id,
      offset: query.offset,
      limit: query.limit,
    });
    return { data: rows.map(toWireInvitation), total };
  }),

  implement('deleteInvitation', async ({ db, params, company }) => {
    const row = await findInvitationOfCompany(db, company.id, params.id);
    if (!row) throw forbidden(INVITATION_NOT_FOUND_MESSAGE);
    await deleteInvitation(db, row.id);
    return { success: true };
  }),

  implement('getInvitationByLink', async ({ c, db, params }) => {
    const link = decodeInvitationLink(params.encoded);
    if (link?.kind === 'open') {
      const open = await openLinkToJoin(c, link);
      return {
        kind: 'open' as const,
        company_name: open.companyName,
        field_name: open.fieldName,
        field_id: open.fieldId,
        name1: null,
        email: null,
        tel_number: null,
      };
    }
    const found = await openInvitation(db, params.encoded);
    const inv = found.invitation;
    return {
      kind: 'personal' as const,
      company_name: found.companyName,
      field_name: found.fieldName,
      field_id: inv.fieldId,
      name1: inv.name1,
      email: inv.email,
      tel_number: inv.telNumber,
    };
  }),

  implement('registerInvitation', async ({ c, db, params, body, deps }) => {
    if (!(await hit(db, `invite:ip:${clientIp(c)}`, deps.rateLimits.loginPerIp))) {
      throw tooManyAttempts(deps.rateLimits.loginPerIp);
    }
    const { invitation } = await openInvitation(db, params.encoded);
    const taken =
      (invitation.email && (await userIdByEmail(db, invitation.email))) ||
      (invitation.telNumber && (await userIdByTel(db, invitation.telNumber)));
    if (taken) throw validationFailed({ email: [INVITATION_REGISTER_MESSAGE.emailTaken] });
    const joined = await acceptInvitation(db, {
      invitation,
      name1: body.name1.trim(),
      name2: body.name2.trim(),
      passwordHash: await hashPassword(body.password),
      now: deps.now(),
    });
    if (!joined) throw notFound(INVITATION_REGISTER_MESSAGE.alreadyUsed);
    await startSession(c, {
      userId: joined.userId,
      memberId: joined.memberId,
      companyId: invitation.companyId,
      officeId: invitation.officeId,
      client: 'sp',
    });
    return {
      success: true as const,
      member_id: joined.memberId,
      company_id: invitation.companyId,
      field_id: invitation.fieldId,
      next_path: invitation.fieldId ? `/talk/field/${invitation.fieldId}` : '/talk',
    };
  }),
  ...openLinkRoutes,
];

/** The pending invitation a link names; 404 with the reason for anything else. */
const openInvitation = async (db: Db, encoded: string) => {
  const link = decodeInvitationLink(encoded);
  // An open link registers through registerOpenInvitation; here it answers like any refused open link.
  if (link?.kind === 'open') throw forbidden(INVITATION_NOT_FOUND_MESSAGE);
  if (link?.kind !== 'personal') throw notFound(INVITATION_REGISTER_MESSAGE.linkInvalid);
  const found = await findInvitationByToken(db, link.token);
  const inv = found?.invitation;
  if (
    !found ||
    !inv ||
    inv.delFlg ||
    (inv.chatroomId ?? 0) !== link.chatroom_id ||
    inv.createMemberId !== link.member_id
  ) {
    throw notFound(INVITATION_REGISTER_MESSAGE.linkInvalid);
  }
  if (inv.invitationStatus !== INVITATION_STATUS.invitation)
    throw notFound(INVITATION_REGISTER_MESSAGE.alreadyUsed);
  return found;
};
