import { PassThrough, Readable } from 'node:stream';
import type { TTotalsRow } from '@genba/api-client/schemas';
import type { AttendanceTotals, TotalsRow } from '@genba/validators';

/** Japanese headers of every view (one sheet per view, and the CSV). */
export const TOTALS_HEADERS = [
  '名前',
  '出勤日数',
  '労働時間(h)',
  '休憩時間(h)',
  '残業時間(h)',
  '人工',
  '原価(円)',
] as const;

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

const cells = (r: TotalsRow) => [
  r.name,
  r.days,
  hours(r.workedMinutes),
  hours(r.restMinutes),
  hours(r.overtimeMinutes),
  r.manDays,
  r.cost,
];

export const toWireTotalsRow = (r: TotalsRow): TTotalsRow => ({
  key: String(r.key),
  name: r.name,
  days: r.days,
  worked_minutes: r.workedMinutes,
  rest_minutes: r.restMinutes,
  overtime_minutes: r.overtimeMinutes,
  man_days: r.manDays,
  cost: r.cost,
});

const COLUMNS = ['B', 'C', 'D', 'E', 'F', 'G'] as const;

/**
 * Writes the xlsx through exceljs' streaming WorkbookWriter: rows are committed as they are added,
 * so the file leaves the server while it is written instead of being built whole in memory.
 * The totals row holds SUM formulas (with their cached results, so viewers without a calculation
 * engine show the figures too).
 */
export const xlsxStream = (totals: AttendanceTotals, title: string): ReadableStream<Uint8Array> => {
  const out = new PassThrough();
  const views: [string, TotalsRow[]][] = [
    ['メンバー別', totals.byMember],
    ['現場別', totals.byProject],
    ['協力会社別', totals.byPartner],
  ];
  const write = async () => {
    // Loaded on the first export, not at start: exceljs held memory in every server process at rest
    // for a call made a few times a month (its first load costs about 0.2 s of CPU, once per process).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    for (const [name, rows] of views) {
      const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 2 }] });
      sheet.addRow([`${name} ${title}`]).commit();
      const header = sheet.addRow([...TOTALS_HEADERS]);
      header.font = { bold: true };
      header.commit();
      for (const r of rows) sheet.addRow(cells(r)).commit();
      const first = 3;
      const last = rows.length + 2;
      const sums = cells({ ...totalsOf(rows), key: 'total', name: '合計' });
      sheet
        .addRow([
          '合計',
          ...COLUMNS.map((col, i) => ({
            formula: rows.length === 0 ? '0' : `SUM(${col}${first}:${col}${last})`,
            result: sums[i + 1],
          })),
        ])
        .commit();
      sheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
};

const totalsOf = (rows: readonly TotalsRow[]): TotalsRow => {
  const sum: TotalsRow = {
    key: 'total',
    name: '合計',
    days: 0,
    workedMinutes: 0,
    restMinutes: 0,
    overtimeMinutes: 0,
    manDays: 0,
    cost: 0,
  };
  for (const r of rows) {
    sum.days += r.days;
    sum.workedMinutes += r.workedMinutes;
    sum.restMinutes += r.restMinutes;
    sum.overtimeMinutes += r.overtimeMinutes;
    sum.manDays += r.manDays;
    sum.cost += r.cost;
  }
  return sum;
};

const csvCell = (v: string | number) => {
  const s = String(v);
  // Formula injection: a cell starting with = + - @ is read as a formula by spreadsheet apps.
  const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** CSV of the member view with the totals row, UTF-8 with a BOM so Excel reads the Japanese. */
export const totalsCsv = (totals: AttendanceTotals): string => {
  const lines = [TOTALS_HEADERS.join(',')];
  for (const r of [...totals.byMember, { ...totals.total, name: '合計' }])
    lines.push(cells(r).map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
};
