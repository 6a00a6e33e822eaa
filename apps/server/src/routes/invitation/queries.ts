import {
  INVITATION_STATUS,
  type InvitationStatus,
  LOGIN_TYPE,
  type LoginType,
  ROOM_ROLE,
} from '@genba/validators';
import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatRooms,
  companies,
  invitations,
  memberOffices,
  members,
  openInvitationLinks,
  projectMembers,
  projects,
  users,
} from '../../db/schema/index.ts';

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;

/** The site's name and room, when the site belongs to the company. */
export const findSiteOfCompany = async (db: Db, companyId: number, fieldId: number) => {
  const [row] = await db
    .select({ id: projects.id, name: projects.caseName, officeId: projects.officeId, roomId: chatRooms.id })
    .from(projects)
    .leftJoin(chatRooms, eq(chatRooms.attendanceFieldId, projects.id))
    .where(and(eq(projects.id, fieldId), eq(projects.companyId, companyId)))
    .limit(1);
  return row;
};

export const headOfficeOf = async (db: Db, companyId: number): Promise<number | null> => {
  const [row] = await db
    .select({ head: companies.headOfficeId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.head ?? null;
};

/** How an invitation reaches its person: the user and invitation columns that hold the address. */
export type InvitationChannel = 'email' | 'tel';

const userColumn = { email: users.email, tel: users.telNumber } as const;
const invitationColumn = { email: invitations.email, tel: invitations.telNumber } as const;

/** Addresses or numbers among `keys` that already belong to an active member of the company. */
export const memberKeysOfCompany = async (
  db: Db,
  companyId: number,
  channel: InvitationChannel,
  keys: string[],
): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const column = userColumn[channel];
  const rows = await db
    .select({ key: column })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.companyId, companyId), eq(members.delFlg, false), inArray(column, keys)));
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
};

/** Addresses or numbers among `keys` that the company has a pending invitation to. */
export const pendingInvitationKeys = async (
  db: Db,
  companyId: number,
  channel: InvitationChannel,
  keys: string[],
): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const column = invitationColumn[channel];
  const rows = await db
    .select({ key: column })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.delFlg, false),
        eq(invitations.invitationStatus, INVITATION_STATUS.invitation),
        inArray(column, keys),
      ),
    );
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
};

export const insertInvitations = (db: Db, rows: NewInvitation[]) =>
  db.insert(invitations).values(rows).returning();

export const setInvitationStatus = (db: Db, id: number, status: InvitationStatus) =>
  db.update(invitations).set({ invitationStatus: status }).where(eq(invitations.id, id));

export type InvitationList = 'pending' | 'non_approved' | 'all';

const listFilter = (companyId: number, list: InvitationList, fieldId: number | undefined) =>
  and(
    eq(invitations.companyId, companyId),
    list === 'all' ? undefined : eq(invitations.delFlg, false),
    list === 'pending' ? eq(invitations.invitationStatus, INVITATION_STATUS.invitation) : undefined,
    list === 'non_approved' ? ne(invitations.invitationStatus, INVITATION_STATUS.approval) : undefined,
    fieldId === undefined ? undefined : eq(invitations.fieldId, fieldId),
  );

/** Core §4 lists: pending = invited and not deleted; non-approved = not approved and not deleted. */
export const listInvitations = async (
  db: Db,
  q: { companyId: number; list: InvitationList; fieldId?: number; offset: number; limit: number },
) => {
  const where = listFilter(q.companyId, q.list, q.fieldId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invitations)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(invitations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findInvitationOfCompany = async (db: Db, companyId: number, id: number) => {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId)));
  return row;
};

export const deleteInvitation = (db: Db, id: number) =>
  db.update(invitations).set({ delFlg: true }).where(eq(invitations.id, id));

/** The invitation a link's token names, with its company and site names. */
export const findInvitationByToken = async (db: Db, token: string) => {
  const [row] = await db
    .select({ invitation: invitations, companyName: companies.name, fieldName: projects.caseName })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(projects, eq(projects.id, invitations.fieldId))
    .where(eq(invitations.token, token));
  return row;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who joins and where: what a personal invitation and an open link both lead to. */
export type PartnerJoin = {
  email: string | null;
  telNumber: string | null;
  /** None for a worker who joined by phone: they log in by SMS. */
  passwordHash: string | null;
  /** PC and phone for a password, phone only for a worker who joined by phone (core §4 login types). */
  loginType: LoginType;
  name1: string;
  name2: string;
  companyId: number;
  officeId: number | null;
  fieldId: number | null;
  /** The partner company (協力会社) the member belongs to, when known (inviteSubcontractors). */
  registCompanyId: number | null;
  now: Date;
};

/**
 * Inside the caller's transaction: a user with the address or number and the
 * password if any (terms agreed), a partner member (type 2, auth cooperation) of the company
 * in the office, and a participant of the site (room role "other company").
 */
const insertPartnerMember = async (tx: Tx, j: PartnerJoin): Promise<{ userId: number; memberId: number }> => {
  const [partner] =
    j.registCompanyId === null
      ? []
      : await tx
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, j.registCompanyId));
  const [user] = await tx
    .insert(users)
    .values({
      email: j.email,
      telNumber: j.telNumber,
      passwordHash: j.passwordHash,
      loginType: j.loginType,
      agreeTermsFlg: true,
      lastAccess: j.now,
      loginCompanyId: j.companyId,
      loginOfficeId: j.officeId,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const [member] = await tx
    .insert(members)
    .values({
      userId: user.id,
      companyId: j.companyId,
      type: 2,
      authId: 3,
      belongToCompanyId: partner?.id ?? null,
      companyName: partner?.name ?? null,
      name1: j.name1,
      name2: j.name2,
    })
    .returning({ id: members.id });
  if (!member) throw new Error('member insert returned nothing');
  if (j.officeId !== null)
    await tx.insert(memberOffices).values({ memberId: member.id, officeId: j.officeId });
  if (j.fieldId !== null) {
    await tx
      .insert(projectMembers)
      .values({ projectId: j.fieldId, memberId: member.id, roomRole: ROOM_ROLE.otherCompany })
      .onConflictDoNothing();
  }
  return { userId: user.id, memberId: member.id };
};

/**
 * The invited worker joins (insertPartnerMember) and the invitation is
 * approved. One transaction: a second use of the same link finds the
 * invitation no longer pending and changes nothing.
 */
export const acceptInvitation = async (
  db: Db,
  a: {
    invitation: InvitationRow;
    name1: string;
    name2: string;
    passwordHash: string;
    now: Date;
  },
): Promise<{ userId: number; memberId: number } | null> =>
  db.transaction(async (tx) => {
    const claimed = await tx
      .update(invitations)
      .set({ invitationStatus: INVITATION_STATUS.approval, registedAt: a.now })
      .where(
        and(
          eq(invitations.id, a.invitation.id),
          eq(invitations.invitationStatus, INVITATION_STATUS.invitation),
          eq(invitations.delFlg, false),
        ),
      )
      .returning({ id: invitations.id });
    if (claimed.length === 0) return null;
    const inv = a.invitation;
    const joined = await insertPartnerMember(tx, {
      email: inv.email,
      telNumber: inv.telNumber,
      passwordHash: a.passwordHash,
      loginType: LOGIN_TYPE.both,
      name1: a.name1,
      name2: a.name2,
      companyId: inv.companyId,
      officeId: inv.officeId,
      fieldId: inv.fieldId,
      // An invitation to a partner company's representative (inviteSubcontractors) places them in it.
      registCompanyId: inv.registCompanyId,
      now: a.now,
    });
    await tx
      .update(invitations)
      .set({ userId: joined.userId, memberId: joined.memberId })
      .where(eq(invitations.id, inv.id));
    return joined;
  });

export type OpenLinkRow = typeof openInvitationLinks.$inferSelect;

/** Which open link: a company's office, and a site's room or none (ADR 009). */
export type OpenLinkScope = { companyId: number; officeId: number; chatroomId: number | null };

const liveLinkOf = (s: OpenLinkScope) =>
  and(
    eq(openInvitationLinks.companyId, s.companyId),
    eq(openInvitationLinks.officeId, s.officeId),
    s.chatroomId === null
      ? isNull(openInvitationLinks.chatroomId)
      : eq(openInvitationLinks.chatroomId, s.chatroomId),
    isNull(openInvitationLinks.revokedAt),
  );

export const findLiveOpenLink = async (
  db: Db | Tx,
  scope: OpenLinkScope,
): Promise<OpenLinkRow | undefined> => {
  const [row] = await db.select().from(openInvitationLinks).where(liveLinkOf(scope));
  return row;
};

/** The live link of the scope, made with `token` when there is none (the partial unique index keeps one). */
export const ensureOpenLink = async (
  db: Db | Tx,
  scope: OpenLinkScope,
  memberId: number,
  token: string,
): Promise<OpenLinkRow> => {
  await db
    .insert(openInvitationLinks)
    .values({ ...scope, token, createdByMemberId: memberId })
    .onConflictDoNothing();
  const row = await findLiveOpenLink(db, scope);
  if (!row) throw new Error('open link insert left no live row');
  return row;
};

export const revokeOpenLink = (db: Db | Tx, scope: OpenLinkScope, now: Date) =>
  db.update(openInvitationLinks).set({ revokedAt: now }).where(liveLinkOf(scope));

/** Revokes the live link and makes a new one, together: old copies stop working at once. */
export const regenerateOpenLink = (
  db: Db,
  scope: OpenLinkScope,
  memberId: number,
  token: string,
  now: Date,
) =>
  db.transaction(async (tx) => {
    await revokeOpenLink(tx, scope, now);
    return ensureOpenLink(tx, scope, memberId, token);
  });

/** The live link of the scope with the names the public page shows, and the room's site. */
export const findOpenLinkForJoin = async (db: Db, scope: OpenLinkScope) => {
  const [row] = await db
    .select({
      link: openInvitationLinks,
      companyName: companies.name,
      fieldId: projects.id,
      fieldName: projects.caseName,
    })
    .from(openInvitationLinks)
    .innerJoin(companies, eq(companies.id, openInvitationLinks.companyId))
    .leftJoin(chatRooms, eq(chatRooms.id, openInvitationLinks.chatroomId))
    .leftJoin(projects, eq(projects.id, chatRooms.attendanceFieldId))
    .where(liveLinkOf(scope));
  return row;
};

/**
 * A worker joins through an open link (insertPartnerMember) and, when the
 * link's maker is known, a link invitation (type 3, approved) records who
 * joined, so the company's invitation lists show it.
 */
export const joinByOpenLink = (
  db: Db,
  a: { link: OpenLinkRow; fieldId: number | null; join: PartnerJoin; invitationToken: string },
) =>
  db.transaction(async (tx) => {
    const joined = await insertPartnerMember(tx, a.join);
    if (a.link.createdByMemberId !== null) {
      await tx.insert(invitations).values({
        companyId: a.link.companyId,
        officeId: a.link.officeId,
        createMemberId: a.link.createdByMemberId,
        fieldId: a.fieldId,
        chatroomId: a.link.chatroomId,
        name1: a.join.name1,
        name2: a.join.name2,
        email: a.join.email,
        telNumber: a.join.telNumber,
        invitationType: 3,
        invitationStatus: INVITATION_STATUS.approval,
        token: a.invitationToken,
        userId: joined.userId,
        memberId: joined.memberId,
        registedAt: a.join.now,
      });
    }
    return joined;
  });
