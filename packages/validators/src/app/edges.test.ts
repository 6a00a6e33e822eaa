import { describe, expect, it } from 'vitest';
import { isAppVersionAtLeast } from './version.ts';

describe('isAppVersionAtLeast', () => {
  it('reads whole numbers, after trimming and an optional v', () => {
    expect(isAppVersionAtLeast('10.0.0', '9.0.0')).toBe(true);
    expect(isAppVersionAtLeast(' 1.8.0', '1.8.0')).toBe(true);
    expect(isAppVersionAtLeast('v1.8.0', '1.8.0')).toBe(true);
  });

  it('refuses a version that does not start with one', () => {
    expect(isAppVersionAtLeast('x2.0.0', '1.0.0')).toBe(false);
    expect(isAppVersionAtLeast('build 2.0.0', '1.0.0')).toBe(false);
  });
});
