import { describe, expect, it } from 'vitest';
import { formatCountdown, qrLoginDialogView } from './qrLoginDialogState.ts';

const issued = { url: 'http://localhost/login/qrcode#abc', expiresAt: 1_000_000 + 120_000 };

describe('qrLoginDialogView', () => {
  it('shows loading while issuing, even over an older code', () => {
    expect(qrLoginDialogView({ pending: true, error: null, issued, now: 1_000_000 })).toEqual({
      kind: 'loading',
    });
    expect(qrLoginDialogView({ pending: false, error: null, issued: null, now: 0 })).toEqual({
      kind: 'loading',
    });
  });

  it('shows the failure', () => {
    expect(qrLoginDialogView({ pending: false, error: '失敗', issued, now: 1_000_000 })).toEqual({
      kind: 'error',
      message: '失敗',
    });
  });

  it('counts down whole seconds, rounding up, and expires at zero', () => {
    const at = (now: number) => qrLoginDialogView({ pending: false, error: null, issued, now });
    expect(at(1_000_000)).toEqual({ kind: 'live', url: issued.url, secondsLeft: 120, countdown: '2:00' });
    expect(at(1_000_000 + 500)).toMatchObject({ secondsLeft: 120 });
    expect(at(1_000_000 + 55_000)).toMatchObject({ secondsLeft: 65, countdown: '1:05' });
    expect(at(issued.expiresAt - 1)).toMatchObject({ kind: 'live', countdown: '0:01' });
    expect(at(issued.expiresAt)).toEqual({ kind: 'expired' });
    expect(at(issued.expiresAt + 10_000)).toEqual({ kind: 'expired' });
  });

  it('says a used code was used, whatever the clock says, and a code replaced early is expired', () => {
    const told = (outcome: 'used' | 'expired' | null, now = 1_000_000) =>
      qrLoginDialogView({ pending: false, error: null, issued, now, outcome });
    expect(told('used')).toEqual({ kind: 'used' });
    expect(told('used', issued.expiresAt + 1)).toEqual({ kind: 'used' });
    expect(told('expired')).toEqual({ kind: 'expired' });
    expect(told(null)).toMatchObject({ kind: 'live' });
    // A new code is being issued (再発行): loading, not the old code's outcome.
    expect(qrLoginDialogView({ pending: true, error: null, issued, now: 0, outcome: 'used' })).toEqual({
      kind: 'loading',
    });
  });

  it('formats m:ss', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(600)).toBe('10:00');
  });
});
