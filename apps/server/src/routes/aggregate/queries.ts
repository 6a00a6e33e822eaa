import { type MemberCost, NO_COST, type TotalsDay } from '@genba/validators';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendanceRecords, companies, memberCosts, members, projects } from '../../db/schema/index.ts';

/** The totals' reads: one query for the days, one for the costs (docs/adr/006). */

export const totalsDays = async (
  db: Db,
  companyId: number,
  from: string,
  to: string,
): Promise<TotalsDay[]> => {
  const rows = await db
    .select({
      memberId: attendanceRecords.memberId,
      name1: members.name1,
      name2: members.name2,
      memberType: members.type,
      partnerCompany: companies.name,
      memberCompanyName: members.companyName,
      projectId: attendanceRecords.projectId,
      projectName: projects.caseName,
      start: attendanceRecords.attendanceStart,
      end: attendanceRecords.leaveWork,
      restMinutes: attendanceRecords.restMinutes,
    })
    .from(attendanceRecords)
    .innerJoin(members, eq(members.id, attendanceRecords.memberId))
    .innerJoin(projects, eq(projects.id, attendanceRecords.projectId))
    .leftJoin(companies, eq(companies.id, members.belongToCompanyId))
    .where(
      and(
        eq(attendanceRecords.companyId, companyId),
        gte(attendanceRecords.workDate, from),
        lte(attendanceRecords.workDate, to),
      ),
    );
  return rows.map((r) => ({
    memberId: r.memberId,
    memberName: `${r.name1} ${r.name2}`.trim(),
    projectId: r.projectId,
    projectName: r.projectName,
    partnerName: r.memberType === 2 ? (r.partnerCompany ?? r.memberCompanyName ?? '協力会社') : null,
    start: r.start,
    end: r.end,
    restMinutes: r.restMinutes,
  }));
};

export const costsOf = async (db: Db, memberIds: readonly number[]): Promise<(id: number) => MemberCost> => {
  const rows =
    memberIds.length === 0
      ? []
      : await db
          .select()
          .from(memberCosts)
          .where(inArray(memberCosts.memberId, [...memberIds]));
  const map = new Map(rows.map((r) => [r.memberId, r]));
  return (id) => map.get(id) ?? NO_COST;
};
