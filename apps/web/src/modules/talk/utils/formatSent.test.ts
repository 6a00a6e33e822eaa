import { describe, expect, it } from 'vitest';
import { formatSent } from './formatSent.ts';

// 2026-11-22 10:00 in Tokyo.
const now = new Date('2026-11-22T01:00:00Z');

describe('formatSent (talk §9)', () => {
  it('shows the time for today, 昨日 for yesterday, month/day otherwise', () => {
    expect(formatSent('2026-11-22 08:05:00', now)).toBe('08:05');
    expect(formatSent('2026-11-21 23:59:59', now)).toBe('昨日');
    expect(formatSent('2026-11-03 12:00:00', now)).toBe('11/3');
  });

  it('uses Japan time to decide what "today" is', () => {
    // 2026-11-21 23:30 UTC is already the 22nd in Tokyo.
    expect(formatSent('2026-11-22 07:00:00', new Date('2026-11-21T23:30:00Z'))).toBe('07:00');
  });

  it('returns an empty string for a malformed value', () => {
    expect(formatSent('yesterday', now)).toBe('');
  });
});
