import { afterEach, describe, expect, it } from 'vitest';
import { smsLoginStorage } from './smsLoginStorage.ts';

afterEach(() => smsLoginStorage.clear());

describe('smsLoginStorage', () => {
  it('keeps the number while an SMS login is in progress', () => {
    expect(smsLoginStorage.read()).toBeNull();
    smsLoginStorage.start('09000000001');
    expect(smsLoginStorage.read()).toEqual({ telNumber: '09000000001' });
    smsLoginStorage.clear();
    expect(smsLoginStorage.read()).toBeNull();
  });

  it('forgets the number when the shared flag is gone (another tab finished the login)', () => {
    smsLoginStorage.start('09000000001');
    for (const key of Object.keys(localStorage))
      if (key.includes('smsLoginInProgress')) localStorage.removeItem(key);
    expect(smsLoginStorage.read()).toBeNull();
  });
});
