import { describe, expect, it } from 'vitest';
import { DEMO_SEED_DAY, demoContractEnd } from './demo.ts';

describe('demoContractEnd', () => {
  it('counts from the seed day while the real date is earlier: the dates the demo always had', () => {
    expect(demoContractEnd('2026-11-01', 11)).toBe('2027-10-31');
    expect(demoContractEnd(DEMO_SEED_DAY, 4)).toBe('2027-03-31');
  });

  it('counts from the real date once it is past the seed day, so a later seed never starts expired', () => {
    expect(demoContractEnd('2027-05-10', 4)).toBe('2027-09-30');
    expect(demoContractEnd('2028-01-31', 1)).toBe('2028-02-29');
    expect(demoContractEnd('2030-12-15', 11)).toBe('2031-11-30');
  });
});
