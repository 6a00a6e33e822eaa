import { type ApiFailure, createApiClient, type TReportClientErrorRequest } from '@genba/api-client';
import { describe, expect, it } from 'vitest';
import { createMockFetch } from '../../test/mockFetch.ts';
import { createDeferredReporter, MAX_PENDING_EVENTS } from './utils/deferredReporter.ts';
import { createErrorReporter, type ErrorReporter } from './utils/reporter.ts';

const REPORT_PATH = '/api/monitoring/events';

/**
 * A deferred reporter over the real one; `loads` counts how often the real
 * reporter was asked for, `page` and `clock` are what the page shows now.
 */
const setup = (options: { failFirstLoad?: boolean } = {}) => {
  const { fetch, calls } = createMockFetch([]);
  const client = createApiClient({ baseUrl: '', fetch });
  const state = { page: '/login', clock: Date.parse('2026-04-01T00:00:00.000Z'), loads: 0 };
  const reporter = createDeferredReporter(
    async ({ now, page }): Promise<ErrorReporter> => {
      state.loads += 1;
      if (options.failFirstLoad && state.loads === 1) throw new Error('chunk failed to load');
      return createErrorReporter({ client, now, page });
    },
    { now: () => new Date(state.clock), page: () => state.page },
  );
  const reports = () =>
    calls.filter((c) => c.path === REPORT_PATH).map((c) => c.body as TReportClientErrorRequest);
  return { reporter, reports, state };
};

describe('deferred error reporter (first load without the reporter)', () => {
  it('loads nothing for steps alone, and nothing is sent until it starts', async () => {
    const { reporter, reports, state } = setup();
    reporter.step('navigate /login');
    await Promise.resolve();
    expect(state.loads).toBe(0);
    await reporter.start();
    await reporter.flush();
    expect(state.loads).toBe(1);
    expect(reports()).toEqual([]);
  });

  it('starts loading at the first error and sends it with the time, page and steps of when it happened', async () => {
    const { reporter, reports, state } = setup();
    reporter.step('navigate /talk');
    const target = new EventTarget();
    reporter.listen(target);
    state.page = '/talk';
    target.dispatchEvent(new ErrorEvent('error', { error: new TypeError('boom'), message: 'boom' }));
    expect(state.loads).toBe(1);
    // The page moves on before the reporter arrives: the report keeps the error's own moment.
    state.page = '/album';
    state.clock += 60_000;
    await reporter.flush();
    expect(reports()).toHaveLength(1);
    expect(reports()[0]).toMatchObject({
      kind: 'error',
      name: 'TypeError',
      message: 'boom',
      page: '/talk',
      occurredAt: '2026-04-01T00:00:00.000Z',
      steps: [{ message: 'navigate /talk', at: '2026-04-01T00:00:00.000Z' }],
    });
    // Once loaded, events go straight through with the current moment.
    reporter.capture('unhandledrejection', new Error('later'));
    await reporter.flush();
    expect(reports()[1]).toMatchObject({
      message: 'later',
      page: '/album',
      occurredAt: '2026-04-01T00:01:00.000Z',
    });
  });

  it('applies the rules to queued API failures (an expected 401 is not sent)', async () => {
    const { reporter, reports } = setup();
    const failure = (status: number): ApiFailure => ({
      ok: false,
      status,
      messages: ['x'],
      fieldErrors: {},
      reason: 'Http',
    });
    reporter.captureApiFailure('getUserData', failure(401));
    reporter.captureApiFailure('getUserData', failure(500));
    await reporter.flush();
    expect(reports().map((r) => r.status)).toEqual([500]);
  });

  it('keeps at most MAX_PENDING_EVENTS while loading', async () => {
    const { reporter, reports } = setup();
    for (let i = 0; i < MAX_PENDING_EVENTS + 20; i++) reporter.capture('error', new Error(`e${i}`));
    await reporter.flush();
    expect(reports()).toHaveLength(MAX_PENDING_EVENTS);
  });

  it('drops the queue when the reporter cannot load, never throws, and retries at the next error', async () => {
    const { reporter, reports, state } = setup({ failFirstLoad: true });
    reporter.capture('error', new Error('lost'));
    await reporter.flush();
    expect(reports()).toEqual([]);
    reporter.capture('error', new Error('sent'));
    await reporter.flush();
    expect(state.loads).toBe(2);
    expect(reports().map((r) => r.message)).toEqual(['sent']);
  });
});
