import { describe, expect, it } from 'vitest';
import { redactPagePath } from './redactPagePath.ts';
import {
  appendStep,
  clipText,
  decideReport,
  MONITORING_IGNORED_STATUSES,
  MONITORING_LIMITS,
  MONITORING_RULES,
  MONITORING_SAMPLE_RATE,
  type MonitoringRules,
  shouldReport,
} from './rules.ts';

const always = () => 0;
const almostOne = () => 0.999_999;

describe('decideReport (talk §8, §9)', () => {
  it('reports every event at the spec’s sample rate of 100 percent', () => {
    expect(MONITORING_SAMPLE_RATE).toBe(1);
    expect(MONITORING_RULES.sampleRate).toBe(1);
    // The highest value Math.random can return still reports.
    expect(decideReport({ message: 'TypeError: x is undefined' }, MONITORING_RULES, almostOne)).toEqual({
      report: true,
    });
  });

  it('samples by the configured rate', () => {
    const half: MonitoringRules = { ...MONITORING_RULES, sampleRate: 0.5 };
    expect(decideReport({ message: 'boom' }, half, () => 0.49).report).toBe(true);
    expect(decideReport({ message: 'boom' }, half, () => 0.5)).toEqual({
      report: false,
      because: 'sampled-out',
    });
    const none: MonitoringRules = { ...MONITORING_RULES, sampleRate: 0 };
    expect(decideReport({ message: 'boom' }, none, always)).toEqual({
      report: false,
      because: 'sampled-out',
    });
  });

  it.each(MONITORING_IGNORED_STATUSES)('ignores a call answered %i (a configured status)', (status) => {
    expect(decideReport({ message: 'x', status, reason: 'Http' }, MONITORING_RULES, always)).toEqual({
      report: false,
      because: 'ignored-status',
    });
  });

  it('reports server errors, bad requests and calls that got no answer', () => {
    for (const status of [0, 400, 500, 502, 503]) {
      expect(shouldReport({ message: 'x', status, reason: 'Http' }, MONITORING_RULES, always)).toBe(true);
    }
    expect(shouldReport({ message: 'x', status: 0, reason: 'Timeout' }, MONITORING_RULES, always)).toBe(true);
  });

  it('uses the configured statuses, not a fixed list', () => {
    const rules: MonitoringRules = { ...MONITORING_RULES, ignoredStatuses: [503] };
    expect(shouldReport({ message: 'x', status: 503 }, rules, always)).toBe(false);
    expect(shouldReport({ message: 'x', status: 422 }, rules, always)).toBe(true);
  });

  it("drops messages beginning with 'Warning', and only those", () => {
    expect(
      decideReport({ message: 'Warning: Each child in a list should have a unique "key" prop.' }),
    ).toEqual({
      report: false,
      because: 'warning-message',
    });
    expect(shouldReport({ message: '  Warning about spaces' }, MONITORING_RULES, always)).toBe(false);
    expect(shouldReport({ message: 'WarningLight' }, MONITORING_RULES, always)).toBe(false);
    // The prefix is the spec's word as written: other cases and later positions are kept.
    expect(shouldReport({ message: 'warning: lower case' }, MONITORING_RULES, always)).toBe(true);
    expect(shouldReport({ message: 'Error: Warning later' }, MONITORING_RULES, always)).toBe(true);
  });

  it('does not report a cancelled call (talk §8 "Canceled")', () => {
    expect(decideReport({ message: '通信がキャンセルされました。', status: 0, reason: 'Canceled' })).toEqual({
      report: false,
      because: 'canceled',
    });
  });

  it('does not draw a random number for an event already dropped', () => {
    let draws = 0;
    const counting = () => {
      draws += 1;
      return 0;
    };
    decideReport({ message: 'Warning: x' }, MONITORING_RULES, counting);
    decideReport({ message: 'x', status: 419 }, MONITORING_RULES, counting);
    expect(draws).toBe(0);
    decideReport({ message: 'x' }, MONITORING_RULES, counting);
    expect(draws).toBe(1);
  });
});

describe('appendStep (talk §9 step log)', () => {
  it('keeps the last 30 entries, oldest first', () => {
    expect(MONITORING_LIMITS.steps).toBe(30);
    let steps: number[] = [];
    for (let i = 1; i <= 31; i++) steps = appendStep(steps, i);
    expect(steps).toHaveLength(30);
    expect(steps[0]).toBe(2);
    expect(steps.at(-1)).toBe(31);
  });
  it('does not change the list it is given', () => {
    const steps = [1, 2];
    expect(appendStep(steps, 3, 2)).toEqual([2, 3]);
    expect(steps).toEqual([1, 2]);
  });
});

describe('clipText', () => {
  it('leaves a short text alone and cuts a long one to the limit', () => {
    expect(clipText('abc', 3)).toBe('abc');
    expect(clipText('abcd', 3)).toBe('ab…');
    expect(Array.from(clipText('x'.repeat(5000), MONITORING_LIMITS.message))).toHaveLength(1000);
  });
  it('never splits a surrogate pair', () => {
    expect(clipText('😀😀😀', 2)).toBe('😀…');
  });
});

describe('redactPagePath', () => {
  it('keeps the path and drops the query and fragment', () => {
    expect(redactPagePath('https://genba.example.jp/talk/12?keyword=山田#top')).toBe('/talk/12');
    expect(redactPagePath('/album?email=a@example.com')).toBe('/album');
    expect(redactPagePath('')).toBe('/');
  });
  it('hides the tokens of reset, invitation and account-change links', () => {
    expect(redactPagePath('/password/reset/abc')).toBe('/password/reset/:redacted');
    expect(redactPagePath('/invitation_user/eyJhbGciOi')).toBe('/invitation_user/:redacted');
    expect(redactPagePath('/invitation_user/15/edit/eyJhbGciOi')).toBe(
      '/invitation_user/:redacted/:redacted/:redacted',
    );
    expect(redactPagePath('/account-change/x1')).toBe('/account-change/:redacted');
  });
  it('hides any token-like segment but keeps numeric ids', () => {
    expect(redactPagePath('/somewhere/AbCdEf0123456789xyz')).toBe('/somewhere/:redacted');
    expect(redactPagePath('/talk/123456789012345678')).toBe('/talk/123456789012345678');
    expect(redactPagePath('/login/forgotpass')).toBe('/login/forgotpass');
    expect(redactPagePath('/files/20261125abcdefghij')).toBe('/files/:redacted');
  });
  it('keeps a segment that only partly looks like a token', () => {
    expect(redactPagePath('/search/現場abcdefghijklmnopq')).toBe('/search/現場abcdefghijklmnopq');
    expect(redactPagePath('/search/abcdefghijklmnopq現場')).toBe('/search/abcdefghijklmnopq現場');
  });
  it('reads a scheme and host only at the start', () => {
    expect(redactPagePath('/go/https://example.com/top')).toBe('/go/https://example.com/top');
  });
  it('needs the whole route prefix and keeps empty segments empty', () => {
    expect(redactPagePath('/password/edit/1')).toBe('/password/edit/1');
    expect(redactPagePath('/password/reset/abc/')).toBe('/password/reset/:redacted/');
  });
});
