import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  companies,
  members,
  projects,
  scheduleNonWorkingDates,
  scheduleProjectStatus,
  scheduleTaskMembers,
  scheduleTasks,
  users,
} from '../schema/index.ts';
import { DEMO_COMPANY_NAME } from './demo.ts';

type SeedTask = {
  name: string;
  start: string;
  end: string;
  status?: 1 | 2 | 3;
  progress?: number;
  color?: 'lightBlue' | 'blue' | 'green' | 'yellow' | 'orange' | 'red' | 'purple' | 'grey';
  members?: string[];
  children?: SeedTask[];
};

// biome-ignore format: one task per line reads as a schedule
const SCHEDULES: Record<string, { status: 1 | 2 | 3; tasks: SeedTask[] }> = {
  '博多駅前ビル 外装改修工事': { status: 1, tasks: [
    { name: '近隣挨拶・準備工', start: '2026-11-09', end: '2026-11-13', status: 1, progress: 100, color: 'grey', members: ['kanri@example.com'] },
    { name: '足場組立', start: '2026-11-16', end: '2026-11-27', status: 3, progress: 40, members: ['kanri@example.com', '09000000001'], children: [
      { name: '足場材搬入', start: '2026-11-16', end: '2026-11-17', status: 1, progress: 100 },
      { name: '足場組立作業', start: '2026-11-18', end: '2026-11-25', status: 3, progress: 30 },
      { name: '足場検査', start: '2026-11-26', end: '2026-11-27', status: 2 },
    ] },
    { name: '外壁洗浄', start: '2026-11-30', end: '2026-12-04', color: 'green', members: ['partner@example.com'] },
    { name: '外壁塗装', start: '2026-12-07', end: '2026-12-25', color: 'orange' },
    { name: '足場解体', start: '2027-01-12', end: '2027-01-20', color: 'purple' },
  ] },
  '田中様邸 新築工事': { status: 2, tasks: [
    { name: '基礎工事', start: '2026-10-19', end: '2026-11-13', status: 1, progress: 100, color: 'grey' },
    { name: '上棟', start: '2026-11-24', end: '2026-11-26', color: 'red', members: ['09000000001'] },
    { name: '屋根工事', start: '2026-11-30', end: '2026-12-11', color: 'blue' },
  ] },
  '天神オフィス 内装リフォーム': { status: 3, tasks: [
    { name: '解体・撤去', start: '2026-12-07', end: '2026-12-11' },
    { name: '内装仕上げ', start: '2026-12-14', end: '2027-01-22', color: 'yellow' },
  ] },
  '佐々木様邸 外壁塗装': { status: 2, tasks: [
    { name: '外壁塗装', start: '2026-06-08', end: '2026-07-03', status: 1, progress: 100, color: 'orange' },
  ] },
};

/**
 * The demo company's own days off (issue 14's company calendar; no weekly rule is saved, so
 * Saturdays, Sundays and public holidays stay off too). Dated in the schedule's own winter, like its
 * tasks: the board shades the year-end break across 外壁塗装 and 内装仕上げ, and 安全大会 under 足場解体.
 */
export const DEMO_COMPANY_DAYS_OFF: readonly { date: string; name: string }[] = [
  { date: '2026-12-29', name: '年末年始休業' },
  { date: '2026-12-30', name: '年末年始休業' },
  { date: '2026-12-31', name: '年末年始休業' },
  { date: '2027-01-02', name: '年末年始休業' },
  { date: '2027-01-03', name: '年末年始休業' },
  { date: '2027-01-04', name: '年末年始休業' },
  { date: '2027-01-15', name: '安全大会' },
];

/** The demo schedule (issue 14): 博多駅前ビル 外装改修工事 has 足場組立 with sub-tasks; other dated sites get tasks. */
export const seedSchedule = async (db: Db): Promise<void> => {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY_NAME));
  if (!company) return;
  await db
    .insert(scheduleNonWorkingDates)
    .values(DEMO_COMPANY_DAYS_OFF.map((d) => ({ companyId: company.id, ...d })));
  const siteRows = await db
    .select({ id: projects.id, caseName: projects.caseName })
    .from(projects)
    .where(and(eq(projects.companyId, company.id), inArray(projects.caseName, Object.keys(SCHEDULES))));
  const people = await db
    .select({ id: members.id, email: users.email, tel: users.telNumber })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.companyId, company.id));
  const memberOf = (key: string) => people.find((p) => p.email === key || p.tel === key)?.id;

  for (const site of siteRows) {
    const plan = SCHEDULES[site.caseName];
    if (!plan) continue;
    await db.insert(scheduleProjectStatus).values({ projectId: site.id, scheduleStatus: plan.status });
    let sort = 0;
    const insert = async (t: SeedTask, parentId: number | null): Promise<void> => {
      sort += 1;
      const [row] = await db
        .insert(scheduleTasks)
        .values({
          companyId: company.id,
          projectId: site.id,
          parentId,
          name: t.name,
          startDate: t.start,
          endDate: t.end,
          status: t.status ?? 2,
          progress: t.progress ?? 0,
          color: t.color ?? 'lightBlue',
          sort,
        })
        .returning({ id: scheduleTasks.id });
      if (!row) throw new Error('seed: schedule task was not created');
      const ids = (t.members ?? []).map(memberOf).filter((id): id is number => id !== undefined);
      if (ids.length > 0)
        await db.insert(scheduleTaskMembers).values(ids.map((memberId) => ({ taskId: row.id, memberId })));
      for (const child of t.children ?? []) await insert(child, row.id);
    };
    for (const t of plan.tasks) await insert(t, null);
  }
};
