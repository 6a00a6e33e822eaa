import { createApiClient, type TReportClientErrorRequest } from '@genba/api-client';
import { mock } from '@genba/api-client/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebApi } from '../../app/api.ts';
import { createMockFetch } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { setActiveReporter } from './state/activeReporter.ts';
import { installErrorReporter } from './utils/installErrorReporter.ts';
import { monitorApiClient, withErrorReporting } from './utils/monitorApiClient.ts';
import { createErrorReporter } from './utils/reporter.ts';

const REPORT_PATH = '/api/monitoring/events';

/** A reporter over the catalogue's mocks; `reports` are the bodies it posted. */
const setup = (overrides: Parameters<typeof createMockFetch>[0] = [], page = '/talk') => {
  const { fetch, calls } = createMockFetch(overrides);
  const client = createApiClient({ baseUrl: '', fetch });
  let clock = Date.parse('2026-04-01T00:00:00.000Z');
  const reporter = createErrorReporter({ client, page: () => page, now: () => new Date(clock) });
  const reports = () =>
    calls.filter((c) => c.path === REPORT_PATH).map((c) => c.body as TReportClientErrorRequest);
  return { reporter, client, calls, reports, advance: (ms: number) => (clock += ms) };
};

const rejection = (reason: unknown) => {
  const promise = Promise.reject(reason);
  promise.catch(() => {});
  return new PromiseRejectionEvent('unhandledrejection', { promise, reason });
};

afterEach(() => setActiveReporter(undefined));

describe('error reporter (talk §8, §9)', () => {
  it('reports an uncaught error with its stack, the page, the release and the step log', async () => {
    const { reporter, reports } = setup([], '/password/reset/secret-token-123');
    const target = new EventTarget();
    const stop = reporter.listen(target);
    reporter.step('navigate /login');
    const error = new TypeError("Cannot read properties of undefined (reading 'name')");
    target.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await reporter.flush();
    expect(reports()).toHaveLength(1);
    expect(reports()[0]).toMatchObject({
      kind: 'error',
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'name')",
      page: '/password/reset/:redacted',
      release: '3.0.0',
      occurredAt: '2026-04-01T00:00:00.000Z',
      steps: [{ message: 'navigate /login' }],
    });
    expect(reports()[0]?.stack).toContain('TypeError');
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    await reporter.flush();
    expect(reports()).toHaveLength(1);
  });

  it('reports unhandled rejections, with or without an Error', async () => {
    const { reporter, reports } = setup();
    const target = new EventTarget();
    reporter.listen(target);
    target.dispatchEvent(rejection(new RangeError('bad range')));
    target.dispatchEvent(rejection('plain text reason'));
    await reporter.flush();
    expect(reports().map((r) => [r.kind, r.name, r.message])).toEqual([
      ['unhandledrejection', 'RangeError', 'bad range'],
      ['unhandledrejection', undefined, 'plain text reason'],
    ]);
  });

  it("drops messages beginning with 'Warning' and sends the same error once a minute", async () => {
    const { reporter, reports, advance } = setup();
    reporter.capture('error', new Error('Warning: Each child in a list should have a unique "key" prop.'));
    reporter.capture('error', new Error('boom'));
    reporter.capture('error', new Error('boom'));
    await reporter.flush();
    expect(reports().map((r) => r.message)).toEqual(['boom']);
    advance(60_000);
    reporter.capture('error', new Error('boom'));
    await reporter.flush();
    expect(reports()).toHaveLength(2);
  });

  it('keeps the step log to the last 30 entries and clips long texts to the schema’s bounds', async () => {
    const { reporter, reports } = setup();
    for (let i = 1; i <= 35; i++) reporter.step(`step ${i}`);
    reporter.capture('error', new Error('x'.repeat(5000)));
    await reporter.flush();
    const [report] = reports();
    expect(report?.steps).toHaveLength(30);
    expect(report?.steps[0]?.message).toBe('step 6');
    expect(Array.from(report?.message ?? '')).toHaveLength(1000);
  });

  it('never throws, even when the report cannot be sent, and does not report that failure', async () => {
    const { reporter, calls } = setup([mock.network('reportClientError')]);
    expect(() => reporter.capture('error', new Error('boom'))).not.toThrow();
    await reporter.flush();
    expect(calls.filter((c) => c.path === REPORT_PATH)).toHaveLength(1);
  });
});

describe('API failures', () => {
  it('reports a failed call the rules keep, and not the expected ones', async () => {
    const { reporter, client, reports } = setup([
      mock.error('getProjectList', 500, undefined, { once: true }),
      mock.error('getProjectList', 422, undefined, { once: true }),
      mock.error('getProjectList', 419, undefined, { once: true }),
    ]);
    const monitored = monitorApiClient(client, reporter);
    for (let i = 0; i < 3; i++) expect((await monitored.call('getProjectList')).ok).toBe(false);
    expect((await monitored.call('getProjectList')).ok).toBe(true);
    await reporter.flush();
    expect(reports()).toHaveLength(1);
    expect(reports()[0]).toMatchObject({
      kind: 'api',
      status: 500,
      api: { name: 'getProjectList', reason: 'Http' },
      name: 'ApiFailure',
    });
  });

  it('does not report a call the caller cancelled', async () => {
    const { reporter, reports, calls } = setup();
    const mocked = createMockFetch();
    // A connection that only ends when it is aborted, as a slow network does.
    const hanging: typeof fetch = (input, init) =>
      String(input).includes(REPORT_PATH)
        ? mocked.fetch(input, init)
        : new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          );
    const monitored = monitorApiClient(createApiClient({ baseUrl: '', fetch: hanging }), reporter);
    const controller = new AbortController();
    const call = monitored.call('getProjectList', undefined, { signal: controller.signal });
    controller.abort();
    expect(await call).toMatchObject({ ok: false, reason: 'Canceled' });
    await reporter.flush();
    expect(reports()).toEqual([]);
    expect(mocked.calls.concat(calls).filter((c) => c.path === REPORT_PATH)).toEqual([]);
  });

  it('keeps the rest of the app’s API bundle as it was', () => {
    const api = createWebApi({ fetch: createMockFetch().fetch });
    const { reporter } = setup();
    const monitored = withErrorReporting(api, reporter);
    expect(monitored.operation).toBe(api.operation);
    expect(monitored.expiry).toBe(api.expiry);
    expect(monitored.client).not.toBe(api.client);
    expect(monitored.client.entry).toBe(api.client.entry);
  });
});

describe('route errors and navigation steps', () => {
  it('reports an error the route boundary shows, with the navigation in the step log', async () => {
    const { reporter, reports } = setup();
    const target = new EventTarget();
    const { screen, router } = await renderApp('/talk', [
      mock.error('init_data_pc', 500),
      mock.error('init_data_sp', 500),
    ]);
    const stop = installErrorReporter(reporter, { target, router });
    // The boundary rendered before the reporter was installed in this test; a revalidation renders it again.
    await expect.element(screen.getByRole('button', { name: '再読み込み' })).toBeVisible();
    await router.navigate('/talk?again=1');
    await expect
      .poll(async () => {
        await reporter.flush();
        return reports().length;
      })
      .toBeGreaterThan(0);
    expect(reports()[0]).toMatchObject({ kind: 'boundary', steps: [{ message: 'navigate /talk' }] });
    stop();
  });

  it('does not report a page that does not exist (404)', async () => {
    const { reporter, reports } = setup();
    setActiveReporter(reporter);
    const { reportError } = await import('./state/activeReporter.ts');
    reportError('boundary', '404 Not Found', { status: 404 });
    await reporter.flush();
    expect(reports()).toEqual([]);
  });
});
