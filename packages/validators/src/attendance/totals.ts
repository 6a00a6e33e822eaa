/**
 * Attendance totals (issue 13 item 6; the spec names the figures, not the formulas, so the formulas
 * below are designed and stated here once): a day's worked minutes, overtime beyond the statutory
 * eight hours, man-days (人工) and the cost of each member's cost type.
 */

/** Labour Standards Act art. 32: 8 hours a day; minutes beyond it are overtime. */
export const STANDARD_DAY_MINUTES = 480;
/** A day of at most this many worked minutes counts as half a man-day (半日, 0.5 人工). */
export const HALF_DAY_MINUTES = 240;
/** Working days a monthly cost is spread over (a monthly-paid member's cost per day worked). */
export const MONTHLY_COST_DAYS = 22;

/** How a member's cost is counted: per day (人工単価), per hour, or per month. */
export const COST_TYPE = { daily: 1, hourly: 2, monthly: 3 } as const;
export type CostType = (typeof COST_TYPE)[keyof typeof COST_TYPE];

export const COST_TYPE_LABEL: Record<CostType, string> = { 1: '日額', 2: '時給', 3: '月額' };

/** `HH:mm` → minutes since midnight. */
export const minutesOfClock = (hhmm: string): number => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** `minutes` → `H:mm` (hours may exceed 24 in totals). */
export const formatMinutes = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
};

/**
 * Worked minutes of a day: from clock-in to clock-out less the rest. A clock-out before the
 * clock-in is taken as past midnight (night work); a day not yet closed counts 0.
 */
export const workedMinutesOf = (start: string | null, end: string | null, restMinutes: number): number => {
  if (start === null || end === null) return 0;
  let span = minutesOfClock(end) - minutesOfClock(start);
  if (span < 0) span += 24 * 60;
  return Math.max(0, span - restMinutes);
};

export const overtimeMinutesOf = (worked: number): number => Math.max(0, worked - STANDARD_DAY_MINUTES);

/** 人工 of one member's day: 0 without work, 0.5 up to four hours, else 1. */
export const manDaysOf = (worked: number): number => {
  if (worked <= 0) return 0;
  return worked <= HALF_DAY_MINUTES ? 0.5 : 1;
};

export type MemberCost = {
  costType: CostType;
  /** Cost per man-day (cost type daily). */
  dayCost: number;
  /** Cost per hour (cost type hourly). */
  hourCost: number;
  /** Cost per month (cost type monthly), spread over MONTHLY_COST_DAYS. */
  monthlyCost: number;
  /** Allowance per day worked (交通費 and the like), on top of every cost type. */
  dayAllowance: number;
};

export const NO_COST: MemberCost = { costType: 1, dayCost: 0, hourCost: 0, monthlyCost: 0, dayAllowance: 0 };

/** Cost of one worked day, in whole yen (rounded per day, as a pay slip does). */
export const dayCostOf = (cost: MemberCost, worked: number): number => {
  if (worked <= 0) return 0;
  const base =
    cost.costType === COST_TYPE.hourly
      ? (cost.hourCost * worked) / 60
      : cost.costType === COST_TYPE.monthly
        ? cost.monthlyCost / MONTHLY_COST_DAYS
        : cost.dayCost * manDaysOf(worked);
  return Math.round(base + cost.dayAllowance);
};

/** One attendance day as the totals read it. */
export type TotalsDay = {
  memberId: number;
  memberName: string;
  projectId: number;
  projectName: string;
  /** The partner company's name for a partner member (type 2); null for in-company members. */
  partnerName: string | null;
  start: string | null;
  end: string | null;
  restMinutes: number;
};

export type TotalsRow = {
  key: number | string;
  name: string;
  days: number;
  workedMinutes: number;
  restMinutes: number;
  overtimeMinutes: number;
  manDays: number;
  cost: number;
};

export type AttendanceTotals = {
  byMember: TotalsRow[];
  byProject: TotalsRow[];
  byPartner: TotalsRow[];
  total: TotalsRow;
};

const emptyRow = (key: number | string, name: string): TotalsRow => ({
  key,
  name,
  days: 0,
  workedMinutes: 0,
  restMinutes: 0,
  overtimeMinutes: 0,
  manDays: 0,
  cost: 0,
});

const bucket = <K extends number | string>(map: Map<K, TotalsRow>, key: K, name: string): TotalsRow => {
  let row = map.get(key);
  if (!row) {
    row = emptyRow(key, name);
    map.set(key, row);
  }
  return row;
};

const byName = (a: TotalsRow, b: TotalsRow) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const addGroup = (row: TotalsRow, g: TotalsGroup, cost: number) => {
  row.days += g.days;
  row.workedMinutes += g.workedMinutes;
  row.restMinutes += g.restMinutes;
  row.overtimeMinutes += g.overtimeMinutes;
  row.manDays += g.manDays;
  row.cost += cost;
};

/**
 * Totals by member, by project and by partner company in one pass over `items`, each read as a
 * group and its cost (a day is a group of one). Rows are sorted by name.
 */
const rollUp = <T>(
  items: readonly T[],
  entry: (item: T) => { group: TotalsGroup; cost: number },
): AttendanceTotals => {
  const members = new Map<number, TotalsRow>();
  const projects = new Map<number, TotalsRow>();
  const partners = new Map<string, TotalsRow>();
  const total = emptyRow('total', '合計');
  for (const item of items) {
    const { group: g, cost } = entry(item);
    addGroup(bucket(members, g.memberId, g.memberName), g, cost);
    addGroup(bucket(projects, g.projectId, g.projectName), g, cost);
    if (g.partnerName !== null) addGroup(bucket(partners, g.partnerName, g.partnerName), g, cost);
    addGroup(total, g, cost);
  }
  return {
    byMember: [...members.values()].sort(byName),
    byProject: [...projects.values()].sort(byName),
    byPartner: [...partners.values()].sort(byName),
    total,
  };
};

/**
 * Totals by member, by project and by partner company in one pass (O(days)); `days` counts
 * worked days per row (a member on two sites in a day counts a day on each). Rows are sorted by name.
 */
export const computeAttendanceTotals = (
  days: readonly TotalsDay[],
  costOf: (memberId: number) => MemberCost,
): AttendanceTotals =>
  rollUp(days, (d) => {
    const worked = workedMinutesOf(d.start, d.end, d.restMinutes);
    // A day is a group of one; its cost is rounded per day (dayCostOf), as a pay slip does.
    const group: TotalsGroup = {
      memberId: d.memberId,
      memberName: d.memberName,
      projectId: d.projectId,
      projectName: d.projectName,
      partnerName: d.partnerName,
      days: worked > 0 ? 1 : 0,
      workedMinutes: worked,
      restMinutes: worked > 0 ? d.restMinutes : 0,
      overtimeMinutes: overtimeMinutesOf(worked),
      manDays: manDaysOf(worked),
    };
    return { group, cost: dayCostOf(costOf(d.memberId), worked) };
  });

/** Sums of one member on one site over a range, as the database groups them. */
export type TotalsGroup = {
  memberId: number;
  memberName: string;
  projectId: number;
  projectName: string;
  partnerName: string | null;
  days: number;
  workedMinutes: number;
  restMinutes: number;
  overtimeMinutes: number;
  manDays: number;
};

/**
 * Cost of a member's group of days: the cost type's base (per man-day, per hour worked, or the
 * monthly cost spread over MONTHLY_COST_DAYS per day worked) plus the day allowance per day worked.
 * Rounded once per group, to whole yen.
 */
export const groupCostOf = (
  cost: MemberCost,
  g: Pick<TotalsGroup, 'days' | 'workedMinutes' | 'manDays'>,
): number => {
  const base =
    cost.costType === COST_TYPE.hourly
      ? (cost.hourCost * g.workedMinutes) / 60
      : cost.costType === COST_TYPE.monthly
        ? (cost.monthlyCost / MONTHLY_COST_DAYS) * g.days
        : cost.dayCost * g.manDays;
  return Math.round(base + cost.dayAllowance * g.days);
};

/**
 * Totals from per-member-and-site groups (what the server reads: the database sums the days with
 * the formulas above, so 73,000 days travel as a few hundred rows). Same shape as
 * computeAttendanceTotals.
 */
export const totalsFromGroups = (
  groups: readonly TotalsGroup[],
  costOf: (memberId: number) => MemberCost,
): AttendanceTotals => rollUp(groups, (g) => ({ group: g, cost: groupCostOf(costOf(g.memberId), g) }));
