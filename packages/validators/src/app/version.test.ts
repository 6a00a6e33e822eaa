import { describe, expect, it } from 'vitest';
import { APP_VERSION_GATE, appSupports, isAppVersionAtLeast } from './version.ts';

describe('isAppVersionAtLeast', () => {
  it('compares numerically at each boundary', () => {
    expect(isAppVersionAtLeast('1.3.10', '1.3.11')).toBe(false);
    expect(isAppVersionAtLeast('1.3.11', '1.3.11')).toBe(true);
    expect(isAppVersionAtLeast('1.10.0', '1.9.9')).toBe(true);
    expect(isAppVersionAtLeast('1.6.2', '1.6.3')).toBe(false);
    expect(isAppVersionAtLeast('2', '1.8.0')).toBe(true);
    expect(isAppVersionAtLeast('v1.8.0', '1.8.0')).toBe(true);
  });
  it('treats a missing or unreadable version as too old', () => {
    expect(isAppVersionAtLeast(null, '1.3.11')).toBe(false);
    expect(isAppVersionAtLeast(undefined, '1.3.11')).toBe(false);
    expect(isAppVersionAtLeast('', '1.3.11')).toBe(false);
    expect(isAppVersionAtLeast('abc', '1.3.11')).toBe(false);
  });
  it('names the four gates of talk §5', () => {
    expect(APP_VERSION_GATE).toEqual({
      uploadPermissionCheck: '1.3.11',
      appConnectedCheck: '1.6.3',
      positionMessages: '1.6.7',
      pqaDailyImageUploadEndMessage: '1.8.0',
    });
    expect(appSupports('1.6.6', 'positionMessages')).toBe(false);
    expect(appSupports('1.6.7', 'positionMessages')).toBe(true);
    expect(appSupports('1.7.9', 'pqaDailyImageUploadEndMessage')).toBe(false);
    expect(appSupports('1.8.0', 'pqaDailyImageUploadEndMessage')).toBe(true);
    expect(appSupports('1.6.3', 'appConnectedCheck')).toBe(true);
  });
});
