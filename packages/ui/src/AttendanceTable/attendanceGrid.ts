/**
 * The attendance table's pure state (no DOM): a month's members × days grid with per-row and
 * per-day totals. Input types are structural so @genba/ui stays free of the api-client.
 */

export type AttendanceGridMember = { member_id: number; name: string };

/** Talk §4 status: null normal, 1 fixed, 2 change request, 3 waiting confirm, 4 rejected. */
export type AttendanceGridStatus = null | 1 | 2 | 3 | 4;

export type AttendanceGridRecord = {
  id: number;
  member_id: number;
  work_date: string;
  attendance_start: string | null;
  leave_work: string | null;
  rest_minutes: number;
  status: AttendanceGridStatus;
};

export type AttendanceGridCell = {
  /** Records of that member and day (one per site). */
  recordIds: number[];
  start: string | null;
  end: string | null;
  workedMinutes: number;
  /** The most urgent status of the day's records (a pending change shows over a fixed one). */
  status: AttendanceGridStatus;
};

export type AttendanceGridDay = { date: string; day: number; weekday: number };

export type AttendanceGridRow = {
  member: AttendanceGridMember;
  cells: (AttendanceGridCell | null)[];
  days: number;
  workedMinutes: number;
};

export type AttendanceGrid = {
  days: AttendanceGridDay[];
  rows: AttendanceGridRow[];
  /** Members at work each day, and minutes worked each day. */
  dayCounts: number[];
  dayMinutes: number[];
  totalMinutes: number;
  totalDays: number;
};

export const WEEKDAY_LABELS = ['日', '月', '火', '水', '木', '金', '土'] as const;

export const STATUS_STATE: Record<Exclude<AttendanceGridStatus, null> | 'normal', string> = {
  normal: 'normal',
  1: 'fixed',
  2: 'change-request',
  3: 'waiting',
  4: 'rejected',
};

/** A day cell's data-state: its record's status as a word, 'normal' when it has none. */
export const cellStateOf = (cell: Pick<AttendanceGridCell, 'status'>): string =>
  cell.status === null ? STATUS_STATE.normal : STATUS_STATE[cell.status];

/** A day cell's status as words for its accessible name (nothing for a normal day). */
export const STATUS_LABEL: Record<string, string> = {
  normal: '',
  fixed: '確定',
  'change-request': '変更申請中',
  waiting: '確認待ち',
  rejected: '却下',
};

/**
 * A day cell's full name for assistive technology and its tooltip: the hours, who, which day,
 * the times and the status (`8:00 田中 2日 08:00〜17:00 確定`); a day without records says so, as the
 * grid's focus reaches it too (`田中 2日 記録なし`).
 */
export const cellLabelOf = (
  member: AttendanceGridMember,
  day: AttendanceGridDay,
  cell: AttendanceGridCell | null,
) =>
  cell
    ? [
        formatHours(cell.workedMinutes),
        member.name,
        `${day.day}日`,
        `${cell.start ?? '--:--'}〜${cell.end ?? '--:--'}`,
        // A day in no particular state has no status word (and no trailing space).
        STATUS_LABEL[cellStateOf(cell)],
      ]
        .filter(Boolean)
        .join(' ')
    : `${member.name} ${day.day}日 記録なし`;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Worked minutes of a record: clock-out less clock-in less rest; past midnight wraps; open days 0. */
export const workedOf = (
  r: Pick<AttendanceGridRecord, 'attendance_start' | 'leave_work' | 'rest_minutes'>,
) => {
  if (r.attendance_start === null || r.leave_work === null) return 0;
  let span = minutes(r.leave_work) - minutes(r.attendance_start);
  if (span < 0) span += 1440;
  return Math.max(0, span - r.rest_minutes);
};

/** `H:mm`. */
export const formatHours = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;

/** Days of a `YYYY-MM` month with their weekday (0 Sunday). */
export const daysOfMonth = (month: string): AttendanceGridDay[] => {
  const [y, m] = month.split('-').map(Number);
  const year = y ?? 1970;
  const mon = (m ?? 1) - 1;
  const count = new Date(Date.UTC(year, mon + 1, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, mon, i + 1));
    return { date: d.toISOString().slice(0, 10), day: i + 1, weekday: d.getUTCDay() };
  });
};

const URGENCY: Record<string, number> = { '2': 5, '4': 4, '3': 3, '1': 1, null: 2 };
const urgency = (s: AttendanceGridStatus) => URGENCY[String(s)] ?? 0;

/** Builds the grid in one pass over the records (O(members × days + records)). */
export const buildAttendanceGrid = (
  month: string,
  members: readonly AttendanceGridMember[],
  records: readonly AttendanceGridRecord[],
): AttendanceGrid => {
  const days = daysOfMonth(month);
  const dayIndex = new Map(days.map((d, i) => [d.date, i]));
  const rowIndex = new Map(members.map((m, i) => [m.member_id, i]));
  const rows: AttendanceGridRow[] = members.map((member) => ({
    member,
    cells: days.map(() => null),
    days: 0,
    workedMinutes: 0,
  }));
  const dayCounts = days.map(() => 0);
  const dayMinutes = days.map(() => 0);
  for (const r of records) {
    const di = dayIndex.get(r.work_date);
    const ri = rowIndex.get(r.member_id);
    if (di === undefined || ri === undefined) continue;
    const row = rows[ri];
    if (!row) continue;
    const worked = workedOf(r);
    const existing = row.cells[di];
    if (existing) {
      existing.recordIds.push(r.id);
      existing.workedMinutes += worked;
      existing.start =
        existing.start && r.attendance_start && existing.start < r.attendance_start
          ? existing.start
          : (r.attendance_start ?? existing.start);
      existing.end =
        existing.end && r.leave_work && existing.end > r.leave_work
          ? existing.end
          : (r.leave_work ?? existing.end);
      if (urgency(r.status) > urgency(existing.status)) existing.status = r.status;
    } else {
      row.cells[di] = {
        recordIds: [r.id],
        start: r.attendance_start,
        end: r.leave_work,
        workedMinutes: worked,
        status: r.status,
      };
      row.days += worked > 0 ? 1 : 0;
      dayCounts[di] = (dayCounts[di] ?? 0) + (worked > 0 ? 1 : 0);
    }
    row.workedMinutes += worked;
    dayMinutes[di] = (dayMinutes[di] ?? 0) + worked;
  }
  return {
    days,
    rows,
    dayCounts,
    dayMinutes,
    totalMinutes: rows.reduce((s, r) => s + r.workedMinutes, 0),
    totalDays: rows.reduce((s, r) => s + r.days, 0),
  };
};

/** The focused day cell of the grid (roving tabindex): a row index and a day index. */
export type GridPosition = { row: number; day: number };

/**
 * Where a key moves the grid's focus (the ARIA grid pattern over the day cells): arrows by one
 * cell, Home/End to the row's first/last day, Ctrl+Home/End to the first/last member's row,
 * PageUp/PageDown by `pageRows`. Null for any other key; clamped at the edges.
 */
export const moveGridFocus = (
  from: GridPosition,
  key: string,
  size: { rows: number; days: number; pageRows: number },
  ctrl = false,
): GridPosition | null => {
  const row = (r: number) => Math.max(0, Math.min(size.rows - 1, r));
  const day = (d: number) => Math.max(0, Math.min(size.days - 1, d));
  switch (key) {
    case 'ArrowRight':
      return { row: from.row, day: day(from.day + 1) };
    case 'ArrowLeft':
      return { row: from.row, day: day(from.day - 1) };
    case 'ArrowDown':
      return { row: row(from.row + 1), day: from.day };
    case 'ArrowUp':
      return { row: row(from.row - 1), day: from.day };
    case 'PageDown':
      return { row: row(from.row + size.pageRows), day: from.day };
    case 'PageUp':
      return { row: row(from.row - size.pageRows), day: from.day };
    case 'Home':
      return ctrl ? { row: 0, day: 0 } : { row: from.row, day: 0 };
    case 'End':
      return ctrl
        ? { row: row(size.rows - 1), day: day(size.days - 1) }
        : { row: from.row, day: day(size.days - 1) };
    default:
      return null;
  }
};
