import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  isIsoDate,
  jstIsoDate,
  jstParts,
  parseIsoDate,
} from './date.ts';

describe('addMonths', () => {
  it('clamps a month-end date to the end of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', 1)).toBe('2025-04-30');
    expect(addMonths('2025-05-31', -1)).toBe('2025-04-30');
  });

  it('keeps the day when the target month has it, across years both ways', () => {
    expect(addMonths('2025-01-15', 1)).toBe('2025-02-15');
    expect(addMonths('2025-02-28', 1)).toBe('2025-03-28');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-01-31', 0)).toBe('2025-01-31');
    expect(addMonths('2025-02-10', -2)).toBe('2024-12-10');
    expect(addMonths('2025-06-01', 24)).toBe('2027-06-01');
  });
});

describe('endOfMonth and addDays', () => {
  it('finds the last day of the month, leap years included', () => {
    expect(endOfMonth('2025-02-01')).toBe('2025-02-28');
    expect(endOfMonth('2024-02-29')).toBe('2024-02-29');
    expect(endOfMonth('2025-12-15')).toBe('2025-12-31');
  });

  it('moves by whole days both ways', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-03-01', 0)).toBe('2025-03-01');
  });

  it('counts days signed', () => {
    expect(daysBetween('2025-01-01', '2025-03-01')).toBe(59);
    expect(daysBetween('2025-03-01', '2025-01-01')).toBe(-59);
  });
});

describe('isIsoDate and parseIsoDate', () => {
  it('accepts real calendar dates only, written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const s of [
      '2025-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      '2025-4-01',
      ' 2025-04-01',
      '2025-04-01x',
    ])
      expect(isIsoDate(s), s).toBe(false);
  });

  it('refuses the years 0000-0099, which Date would read as 1900-1999', () => {
    for (const s of ['0050-01-01', '0099-12-31', '0000-06-15']) expect(isIsoDate(s), s).toBe(false);
    expect(isIsoDate('0100-01-01')).toBe(true);
  });

  it('refuses a day past the month’s end in every month, and day 00', () => {
    for (const s of ['2025-01-32', '2025-06-31', '2025-11-31', '2024-02-30', '2025-03-00', '2025-01-00'])
      expect(isIsoDate(s), s).toBe(false);
    for (const s of ['2025-01-31', '2025-06-30', '2025-12-31', '2025-03-01'])
      expect(isIsoDate(s), s).toBe(true);
  });

  it('parses to UTC midnight and throws on anything else', () => {
    expect(parseIsoDate('2025-04-01').toISOString()).toBe('2025-04-01T00:00:00.000Z');
    expect(() => parseIsoDate('2025-02-30')).toThrow(RangeError);
    expect(() => parseIsoDate('2025-02-30')).toThrow('not a YYYY-MM-DD date: 2025-02-30');
  });
});

describe('Japan Standard Time', () => {
  it('turns an instant into the calendar date and time in Japan (UTC+9)', () => {
    const lateUtc = new Date('2025-03-31T15:30:00Z');
    expect(jstIsoDate(lateUtc)).toBe('2025-04-01');
    expect(jstIsoDate(new Date('2025-03-31T14:59:00Z'))).toBe('2025-03-31');
    expect(jstParts(lateUtc)).toEqual({ year: 2025, month: 4, day: 1, hours: 0, minutes: 30 });
  });
});
