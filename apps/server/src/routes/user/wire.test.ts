import { describe, expect, it } from 'vitest';
import { toWireDateTime } from './wire.ts';

// The formatter the shortcut replaced: the reference for every instant.
const intl = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

describe('toWireDateTime', () => {
  it('answers what Intl answers in Asia/Tokyo, across days, years and leap days', () => {
    const instants = [
      Date.UTC(1951, 11, 31, 14, 59, 59),
      Date.UTC(1951, 11, 31, 15),
      Date.UTC(2024, 1, 28, 15),
      Date.UTC(2024, 1, 29, 14, 59, 59, 999),
      Date.UTC(2026, 11, 31, 15),
      Date.UTC(2026, 11, 31, 14, 59, 59),
    ];
    for (let i = 0; i < 2_000; i++) instants.push(Date.UTC(1900, 0, 1) + Math.floor(Math.random() * 6e12));
    for (const ms of instants)
      expect(toWireDateTime(new Date(ms)), new Date(ms).toISOString()).toBe(intl.format(ms));
  });

  it('reads the text forms the drivers and JSON answer', () => {
    expect(toWireDateTime('2026-11-23T12:34:56.789123+00:00')).toBe('2026-11-23 21:34:56');
    expect(toWireDateTime('2026-11-23 12:34:56.789+00')).toBe('2026-11-23 21:34:56');
    expect(toWireDateTime('2026-11-23T21:34:56+09:00')).toBe('2026-11-23 21:34:56');
  });

  it('keeps summer time before 1952 (Intl)', () => {
    expect(toWireDateTime(new Date(Date.UTC(1949, 6, 1, 0)))).toBe(intl.format(Date.UTC(1949, 6, 1, 0)));
  });
});
