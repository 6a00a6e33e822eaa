import { and, eq } from 'drizzle-orm';
import { newToken } from '../../auth/tokens.ts';
import type { Db } from '../client.ts';
import {
  chatRooms,
  companies,
  invitations,
  members,
  openInvitationLinks,
  projects,
  users,
} from '../schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS } from './demo.ts';

/** The site the demo invitations point at (issue 10's end-to-end path invites to it too). */
const INVITED_SITE = '博多駅前ビル 外装改修工事';

/**
 * Demo invitations of the company manager, one per state the lists tell apart
 * (core §4): pending by e-mail (in 招待中 and 未承認), rejected by phone (in
 * 未承認 only), and approved (the partner foreman, who joined; in neither).
 * Three rows: cheap enough for every test database. The company also has a
 * live open invitation link (ADR 009) for its head office, which the 招待
 * dialog shows; the site rooms have none until a room manager makes one.
 */
export const seedOrganisation = async (db: Db): Promise<void> => {
  const [row] = await db
    .select({ companyId: companies.id, officeId: companies.headOfficeId, managerId: members.id })
    .from(companies)
    .innerJoin(members, eq(members.companyId, companies.id))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(companies.name, DEMO_COMPANY_NAME), eq(users.email, DEMO_LOGINS.companyManager.email)));
  const [site] = await db
    .select({ id: projects.id, roomId: chatRooms.id })
    .from(projects)
    .innerJoin(chatRooms, eq(chatRooms.attendanceFieldId, projects.id))
    .where(eq(projects.caseName, INVITED_SITE));
  const [joined] = await db
    .select({ userId: users.id, memberId: members.id })
    .from(users)
    .innerJoin(members, eq(members.userId, users.id))
    .where(and(eq(users.email, 'partner-shokucho@example.com'), eq(members.companyId, row?.companyId ?? 0)));
  if (!row || !site || !joined)
    throw new Error('seed: organisation needs the demo company, site and partner foreman');
  const common = {
    companyId: row.companyId,
    officeId: row.officeId,
    createMemberId: row.managerId,
    fieldId: site.id,
    chatroomId: site.roomId,
  };
  await db.insert(invitations).values([
    {
      ...common,
      name1: '山本',
      email: 'yamamoto@kimura-setsubi.example.jp',
      invitationType: 2,
      token: newToken(),
    },
    {
      ...common,
      name1: '井上',
      telNumber: '08012345678',
      invitationType: 1,
      invitationStatus: 3,
      token: newToken(),
    },
    {
      ...common,
      name1: '林',
      email: 'partner-shokucho@example.com',
      invitationType: 2,
      invitationStatus: 2,
      userId: joined.userId,
      memberId: joined.memberId,
      registedAt: new Date('2026-10-01T09:00:00+09:00'),
      token: newToken(),
    },
  ]);
  if (row.officeId !== null)
    await db.insert(openInvitationLinks).values({
      companyId: row.companyId,
      officeId: row.officeId,
      token: newToken(),
      createdByMemberId: row.managerId,
    });
};
