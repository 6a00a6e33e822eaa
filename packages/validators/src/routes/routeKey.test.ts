import { describe, expect, it } from 'vitest';
import { routeKeyOf } from './routeKey.ts';

describe('routeKeyOf', () => {
  it('is the first segment, or setting-<screen> under /setting', () => {
    expect(routeKeyOf('/talk/field/12')).toBe('talk');
    expect(routeKeyOf('/member/information')).toBe('member');
    expect(routeKeyOf('/member!/information')).toBe('talk');
    expect(routeKeyOf('/setting')).toBe('setting');
    expect(routeKeyOf('/setting/company')).toBe('setting-company');
    expect(routeKeyOf('/setting/office/')).toBe('setting-office');
    // Its own key, which the server guards by the same rule as /aggregate's.
    expect(routeKeyOf('/aggregate-old')).toBe('aggregate-old');
  });
  it('falls back to talk for the root and for segments the server would refuse', () => {
    expect(routeKeyOf('/')).toBe('talk');
    expect(routeKeyOf('/%E7%8F%BE%E5%A0%B4')).toBe('talk');
  });
});
