import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  attendanceChangeRequests,
  attendanceHistories,
  attendanceRecords,
  dailies,
  dailyWorkDetails,
  memberCosts,
  members,
  projects,
  users,
} from '../schema/index.ts';

/**
 * Two months of dailies and attendance for the demo sites (issue 13 item 8): the foreman and the
 * partner foreman on 博多駅前ビル and 田中様邸, every weekday up to yesterday, most confirmed, a
 * few with pending change requests; and member costs for the totals. Bulk inserts only (about
 * 150 dailies), so test databases seed it in milliseconds. Today stays empty for the day's report.
 */

const WORK = [
  '足場点検',
  '外壁高圧洗浄',
  '下地補修',
  '養生',
  'シーリング打替え',
  '中塗り',
  '上塗り',
  '清掃・片付け',
];
const WEATHER = ['晴れ', '曇り', '晴れ', '雨', '晴れ'];

const jstDate = (instant: Date) => new Date(instant.getTime() + 9 * 3600_000).toISOString().slice(0, 10);

const weekdaysBefore = (today: string, count: number): string[] => {
  const out: string[] = [];
  const d = new Date(`${today}T00:00:00Z`);
  while (out.length < count) {
    d.setUTCDate(d.getUTCDate() - 1);
    const w = d.getUTCDay();
    if (w !== 0 && w !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out.reverse();
};

export const seedDaily = async (db: Db, now: Date = new Date()): Promise<void> => {
  const people = await db
    .select({ id: members.id, companyId: members.companyId, email: users.email, tel: users.telNumber })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId));
  const foreman = people.find((p) => p.tel === '09000000001');
  const partnerForeman = people.find(
    (p) => p.email === 'partner-shokucho@example.com' && p.companyId === foreman?.companyId,
  );
  const manager = people.find((p) => p.email === 'kanri@example.com' && p.companyId === foreman?.companyId);
  const sites = await db
    .select({ id: projects.id, name: projects.caseName })
    .from(projects)
    .where(inArray(projects.caseName, ['博多駅前ビル 外装改修工事', '田中様邸 新築工事']));
  const hakata = sites.find((s) => s.name === '博多駅前ビル 外装改修工事');
  if (!foreman || !partnerForeman || !manager || !hakata) return;
  const companyId = foreman.companyId;

  await db.insert(memberCosts).values([
    { memberId: foreman.id, costType: 1, dayCost: 22000, dayAllowance: 1000 },
    { memberId: partnerForeman.id, costType: 2, hourCost: 2500 },
    { memberId: manager.id, costType: 3, monthlyCost: 450000 },
  ]);

  const days = weekdaysBefore(jstDate(now), 43);
  const writers = [foreman.id, partnerForeman.id];
  const plan = days.flatMap((date, di) =>
    // The partner foreman works on 博多 only; the foreman alternates between the two sites.
    writers.map((memberId, wi) => ({
      date,
      di,
      memberId,
      site: wi === 1 ? hakata : sites[di % sites.length],
    })),
  );
  const rows = await db
    .insert(dailies)
    .values(
      plan.map((p, i) => ({
        companyId,
        projectId: p.site?.id ?? 0,
        memberId: p.memberId,
        dailyDate: p.date,
        weather: WEATHER[i % WEATHER.length] ?? null,
        temperature: 12 + (i % 9),
        humidity: i % 4 === 0 ? null : 40 + (i % 30),
        workContents: WORK[i % WORK.length] ?? '',
        // The last week is still waiting for the office's confirmation.
        approvalStatus: p.di < days.length - 5 ? (5 as const) : (0 as const),
        confirmMemberId: p.di < days.length - 5 ? manager.id : null,
        partnerWorkers: i % 3 === 0 ? [{ company_name: '株式会社木村設備', worker_count: 2 }] : [],
      })),
    )
    .returning({ id: dailies.id });
  await db.insert(dailyWorkDetails).values(
    rows.flatMap((r, i) => [
      {
        dailyId: r.id,
        sort: 0,
        workContent: WORK[i % WORK.length] ?? '作業',
        startTime: '08:00',
        endTime: '12:00',
      },
      {
        dailyId: r.id,
        sort: 1,
        workContent: WORK[(i + 1) % WORK.length] ?? '作業',
        startTime: '13:00',
        endTime: '17:00',
      },
    ]),
  );
  const records = await db
    .insert(attendanceRecords)
    .values(
      plan.map((p, i) => ({
        companyId,
        memberId: p.memberId,
        projectId: p.site?.id ?? 0,
        workDate: p.date,
        attendanceStart: '08:00',
        leaveWork: i % 7 === 0 ? '19:00' : '17:00',
        restMinutes: 60,
        // Confirmed weeks are fixed; the last, clocked out and unconfirmed, waits for confirmation.
        status: p.di < days.length - 5 ? (1 as const) : (3 as const),
      })),
    )
    .returning({
      id: attendanceRecords.id,
      memberId: attendanceRecords.memberId,
      status: attendanceRecords.status,
    });
  await db
    .insert(attendanceHistories)
    .values(
      records.flatMap((r) => [
        { attendanceId: r.id, type: 'attendance_start' as const, memberId: r.memberId },
        { attendanceId: r.id, type: 'leave_work' as const, memberId: r.memberId },
        ...(r.status === 3
          ? [{ attendanceId: r.id, type: 'wait_confirm' as const, memberId: r.memberId }]
          : []),
      ]),
    );
  // Two pending change requests in the unconfirmed week.
  const pending = records.slice(-4).filter((_, i) => i % 2 === 0);
  if (pending.length > 0) {
    await db.insert(attendanceChangeRequests).values(
      pending.map((r) => ({
        attendanceId: r.id,
        memberId: r.memberId,
        attendanceStart: '07:30',
        leaveWork: '18:00',
        restMinutes: 60,
        reason: '早出・残業の打刻漏れ',
      })),
    );
    await db
      .update(attendanceRecords)
      .set({ status: 2 })
      .where(
        inArray(
          attendanceRecords.id,
          pending.map((r) => r.id),
        ),
      );
  }
};
