import { MEMBER_TYPE } from '@genba/validators';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isCompanyRow } from '../../db/companyRows.ts';
import { chatRooms, projectMembers, projects } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { isManager } from '../../permissions/routeAccess.ts';

export const OTHER_MEMBER_PROJECTS_MESSAGE = '他のメンバーの現場一覧を表示する権限がありません。';
export const OTHER_COMPANY_PROJECTS_MESSAGE = 'この会社の現場一覧を表示する権限がありません。';

const projectRows = (db: Db, companyId: number, memberId?: number) => {
  const base = db
    .select({
      id: projects.id,
      caseName: projects.caseName,
      officeId: projects.officeId,
      latitude: projects.latitude,
      longitude: projects.longitude,
      roomId: chatRooms.id,
    })
    .from(projects)
    .leftJoin(chatRooms, and(eq(chatRooms.attendanceFieldId, projects.id), eq(chatRooms.type, 'project')));
  const scoped =
    memberId === undefined
      ? base.where(eq(projects.companyId, companyId))
      : base
          .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
          .where(and(eq(projects.companyId, companyId), eq(projectMembers.memberId, memberId)));
  return scoped.orderBy(asc(projects.id));
};

const toWire = (rows: Awaited<ReturnType<typeof projectRows>>) => ({
  success: true as const,
  projects: rows.map((r) => ({
    attendance_field_id: r.id,
    chatroom_id: r.roomId,
    case_name: r.caseName,
    office_id: r.officeId,
    latitude: r.latitude,
    longitude: r.longitude,
  })),
});

/**
 * The sites for daily reports. A member lists their own; company and office
 * managers may list another member of their company (proxy registration).
 * The company's whole list is for its in-company members only.
 */
export const dailyProjectRoutes = [
  implement(
    'getMemberProjects',
    async ({ db, params, member, company }) => {
      if (params.id !== member.id) {
        if (!(await isCompanyRow(db, 'member', company.id, params.id)) || !isManager(member.authId)) {
          throw forbidden(OTHER_MEMBER_PROJECTS_MESSAGE);
        }
      }
      return toWire(await projectRows(db, company.id, params.id));
    },
    { cacheRead: true },
  ),

  implement(
    'getCompanyProjects',
    async ({ db, params, member, company }) => {
      if (params.id !== company.id || member.type !== MEMBER_TYPE.inCompany)
        throw forbidden(OTHER_COMPANY_PROJECTS_MESSAGE);
      return toWire(await projectRows(db, company.id));
    },
    { cacheRead: true },
  ),
];
