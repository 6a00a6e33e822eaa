import { describe, expect, it } from 'vitest';
import { toDailyPayload } from '../daily/daily.ts';
import { dailyFormSchema, dailyFormToEntry } from '../daily/form.ts';
import { monthOf, monthRange } from './rules.ts';
import {
  COST_TYPE,
  COST_TYPE_LABEL,
  computeAttendanceTotals,
  dayCostOf,
  formatMinutes,
  groupCostOf,
  manDaysOf,
  NO_COST,
  overtimeMinutesOf,
  totalsFromGroups,
  workedMinutesOf,
} from './totals.ts';

describe('attendance totals', () => {
  it('counts worked minutes less rest, wrapping past midnight; an open day is 0', () => {
    expect(workedMinutesOf('08:00', '17:00', 60)).toBe(480);
    expect(workedMinutesOf('22:00', '05:00', 60)).toBe(360);
    expect(workedMinutesOf('08:00', null, 0)).toBe(0);
    expect(workedMinutesOf('08:00', '08:30', 60)).toBe(0);
  });

  it('counts overtime beyond 8 hours and man-days 0 / 0.5 (up to 4 h) / 1', () => {
    expect(overtimeMinutesOf(510)).toBe(30);
    expect(overtimeMinutesOf(480)).toBe(0);
    expect([0, 1, 240, 241, 600].map(manDaysOf)).toEqual([0, 0.5, 0.5, 1, 1]);
  });

  it('costs a day and a group by cost type, with the day allowance', () => {
    const daily = { costType: 1 as const, dayCost: 20000, hourCost: 0, monthlyCost: 0, dayAllowance: 1000 };
    const hourly = { costType: 2 as const, dayCost: 0, hourCost: 2500, monthlyCost: 0, dayAllowance: 0 };
    const monthly = { costType: 3 as const, dayCost: 0, hourCost: 0, monthlyCost: 440000, dayAllowance: 0 };
    expect(dayCostOf(daily, 200)).toBe(11000);
    expect(dayCostOf(hourly, 480)).toBe(20000);
    expect(dayCostOf(monthly, 480)).toBe(20000);
    expect(dayCostOf(daily, 0)).toBe(0);
    expect(groupCostOf(daily, { days: 2, workedMinutes: 960, manDays: 2 })).toBe(42000);
    expect(groupCostOf(monthly, { days: 3, workedMinutes: 1440, manDays: 3 })).toBe(60000);
  });

  it('gives the same totals from days and from the groups the database sums', () => {
    const days = [
      {
        memberId: 1,
        memberName: '鈴木',
        projectId: 10,
        projectName: '博多',
        partnerName: null,
        start: '08:00',
        end: '17:00',
        restMinutes: 60,
      },
      {
        memberId: 1,
        memberName: '鈴木',
        projectId: 10,
        projectName: '博多',
        partnerName: null,
        start: '08:00',
        end: '12:00',
        restMinutes: 0,
      },
      {
        memberId: 2,
        memberName: '林',
        projectId: 10,
        projectName: '博多',
        partnerName: '木村設備',
        start: '08:00',
        end: '19:00',
        restMinutes: 60,
      },
    ];
    const cost = () => ({ ...NO_COST, dayCost: 10000 });
    const fromDays = computeAttendanceTotals(days, cost);
    expect(fromDays.total).toMatchObject({
      key: 'total',
      name: '合計',
      days: 3,
      workedMinutes: 480 + 240 + 600,
      restMinutes: 120,
      overtimeMinutes: 120,
      manDays: 2.5,
      cost: 25000,
    });
    expect(fromDays.byPartner).toHaveLength(1);
    const fromGroups = totalsFromGroups(
      [
        {
          memberId: 1,
          memberName: '鈴木',
          projectId: 10,
          projectName: '博多',
          partnerName: null,
          days: 2,
          workedMinutes: 720,
          restMinutes: 60,
          overtimeMinutes: 0,
          manDays: 1.5,
        },
        {
          memberId: 2,
          memberName: '林',
          projectId: 10,
          projectName: '博多',
          partnerName: '木村設備',
          days: 1,
          workedMinutes: 600,
          restMinutes: 60,
          overtimeMinutes: 120,
          manDays: 1,
        },
      ],
      cost,
    );
    expect(fromGroups.total).toEqual(fromDays.total);
    expect(fromGroups.byMember).toEqual(fromDays.byMember);
  });

  it('names the first and last day of a month', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('daily form', () => {
  const base = {
    attendance_field_id: '5',
    daily_date: '2026-11-22',
    weather: '晴れ',
    temperature: '',
    humidity: '55',
    attendance_start: '08:00',
    leave_work: '17:00',
    rest_minutes: '60',
    work_details: [{ work_content: '足場点検' }, { work_content: '外壁洗浄' }],
    memo: '',
  };

  it('sends empty temperature as null and two work details', () => {
    const values = dailyFormSchema.parse(base);
    const payload = toDailyPayload([dailyFormToEntry(values, 7)]);
    expect(payload.daily[0]).toMatchObject({
      temperature: null,
      humidity: 55,
      member_id: 7,
      attendance_field_id: 5,
    });
    expect(payload.daily[0]?.attendance_record_work_details).toHaveLength(2);
  });

  it('refuses eleven work details, an out-of-range humidity and a clock-out before the clock-in', () => {
    const r = dailyFormSchema.safeParse({
      ...base,
      humidity: '120',
      work_details: Array.from({ length: 11 }, () => ({ work_content: 'x' })),
    });
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('作業内容は10件以下で入力してください');
    expect(messages).toContain('湿度は0〜100の数値で入力してください');
    const times = dailyFormSchema.safeParse({ ...base, leave_work: '07:00' });
    expect(times.error?.issues.map((i) => i.message)).toEqual([
      '退勤時刻は出勤時刻より後の時刻を入力してください',
    ]);
  });
});

describe('attendance figures as shown and sorted', () => {
  it('formats minutes as H:mm, hours beyond 24 and negatives included, rounded to the minute', () => {
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(65)).toBe('1:05');
    expect(formatMinutes(1500)).toBe('25:00');
    expect(formatMinutes(-90)).toBe('-1:30');
    expect(formatMinutes(59.6)).toBe('1:00');
  });

  it('costs an hourly group by the hours worked', () => {
    const hourly = { costType: 2 as const, dayCost: 0, hourCost: 1500, monthlyCost: 0, dayAllowance: 500 };
    expect(groupCostOf(hourly, { days: 2, workedMinutes: 90, manDays: 0.5 })).toBe(3250);
  });

  it('lists members, projects and partners by name whatever order the groups come in', () => {
    const group = (memberId: number, name: string, partnerName: string | null) => ({
      memberId,
      memberName: name,
      projectId: memberId * 10,
      projectName: `現場${name}`,
      partnerName,
      days: 1,
      workedMinutes: 480,
      restMinutes: 60,
      overtimeMinutes: 0,
      manDays: 1,
    });
    const totals = totalsFromGroups(
      [group(3, 'う', 'C社'), group(1, 'あ', 'A社'), group(2, 'い', 'B社'), group(4, 'い', null)],
      () => NO_COST,
    );
    expect(totals.byMember.map((r) => r.key)).toEqual([1, 2, 4, 3]);
    expect(totals.byProject.map((r) => r.name)).toEqual(['現場あ', '現場い', '現場い', '現場う']);
    expect(totals.byPartner.map((r) => r.name)).toEqual(['A社', 'B社', 'C社']);
  });

  it('names the month of a date', () => {
    expect(monthOf('2026-01-31')).toBe('2026-01');
  });
});

describe('days that count no work', () => {
  const day = {
    memberId: 1,
    memberName: '鈴木',
    projectId: 10,
    projectName: '博多',
    partnerName: null,
    start: '08:00',
    end: '17:00',
    restMinutes: 60,
  };

  it('counts a day without a clock-in or a clock-out as no work', () => {
    expect(workedMinutesOf(null, '17:00', 0)).toBe(0);
    expect(workedMinutesOf(null, null, 0)).toBe(0);
  });

  it('counts a clock-out at the clock-in as no work, not as a whole day past midnight', () => {
    expect(workedMinutesOf('08:00', '08:00', 0)).toBe(0);
  });

  it('counts neither the day nor its rest of an open day or a day all rest', () => {
    const totals = computeAttendanceTotals(
      [day, { ...day, end: null }, { ...day, start: '08:00', end: '09:00', restMinutes: 60 }],
      () => NO_COST,
    );
    expect(totals.total).toMatchObject({ days: 1, workedMinutes: 480, restMinutes: 60, manDays: 1 });
    expect(totals.byMember[0]).toMatchObject({ key: 1, name: '鈴木', days: 1, restMinutes: 60 });
  });
});

describe('cost types as the member form offers them', () => {
  it('names the daily, hourly and monthly pay', () => {
    expect(COST_TYPE_LABEL).toEqual({
      [COST_TYPE.daily]: '日額',
      [COST_TYPE.hourly]: '時給',
      [COST_TYPE.monthly]: '月額',
    });
  });
});
