import { INVITATION_STATUS, type InvitationStatus, ROOM_ROLE } from '@genba/validators';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatRooms,
  companies,
  invitations,
  memberOffices,
  members,
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

/**
 * The invited worker joins: a user with the invited address and the password,
 * a partner member (type 2, auth cooperation) of the inviting company in the
 * invitation's office, a participant of the site (room role "other company"),
 * and the invitation approved. One transaction: a second use of the same link
 * finds the invitation no longer pending and changes nothing.
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
    // An invitation to a partner company's representative (inviteSubcontractors) places them in it.
    const [partner] =
      inv.registCompanyId === null
        ? []
        : await tx
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(eq(companies.id, inv.registCompanyId));
    const [user] = await tx
      .insert(users)
      .values({
        email: inv.email,
        telNumber: inv.telNumber,
        passwordHash: a.passwordHash,
        loginType: 3,
        agreeTermsFlg: true,
        lastAccess: a.now,
        loginCompanyId: inv.companyId,
        loginOfficeId: inv.officeId,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    const [member] = await tx
      .insert(members)
      .values({
        userId: user.id,
        companyId: inv.companyId,
        type: 2,
        authId: 3,
        belongToCompanyId: partner?.id ?? null,
        companyName: partner?.name ?? null,
        name1: a.name1,
        name2: a.name2,
      })
      .returning({ id: members.id });
    if (!member) throw new Error('member insert returned nothing');
    if (inv.officeId !== null)
      await tx.insert(memberOffices).values({ memberId: member.id, officeId: inv.officeId });
    if (inv.fieldId !== null) {
      await tx
        .insert(projectMembers)
        .values({ projectId: inv.fieldId, memberId: member.id, roomRole: ROOM_ROLE.otherCompany })
        .onConflictDoNothing();
    }
    await tx
      .update(invitations)
      .set({ userId: user.id, memberId: member.id })
      .where(eq(invitations.id, inv.id));
    return { userId: user.id, memberId: member.id };
  });
