import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, startTestServer, type TestServer } from '../../../test/helpers/app.ts';
import { clientErrorReport as makeClientErrorReport } from '../../../test/helpers/monitoring.ts';
import { AdapterError, type MonitoringAdapter, type MonitoringEvent } from '../../adapters/index.ts';
import { createLogMonitoringAdapter } from '../../adapters/monitoring/log.ts';
import { rateLimitBuckets } from '../../db/schema/index.ts';
import { DEMO_LOGINS } from '../../db/seed/demo.ts';
import { LIMIT_MESSAGES } from '../../http/limits.ts';
import { MONITORING_BODY_LIMIT_BYTES, MONITORING_MESSAGE, MONITORING_RATE_LIMITS } from './index.ts';

let server: TestServer;
let events: MonitoringEvent[];
let fail: Error | undefined;

const recorder: MonitoringAdapter = {
  kind: 'log',
  capture: async (event) => {
    if (fail) throw fail;
    events.push(event);
  },
};

beforeAll(async () => {
  server = await startTestServer();
  server.deps.adapters = { ...server.deps.adapters, monitoring: recorder };
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  events = [];
  fail = undefined;
  // Each test starts with fresh limits (in-process requests have no socket: anonymous ones share one bucket).
  await server.deps.db.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, 'monitoring:%'));
});

const manager = async () => {
  const client = createClient(server);
  expect((await client.loginEmail(DEMO_LOGINS.companyManager.email, 'genba-demo')).status).toBe(200);
  return client;
};
const anonymous = () => createClient(server);

describe('POST /api/monitoring/events (reportClientError)', () => {
  it('records a member’s report with who sent it taken from the session', async () => {
    const client = await manager();
    const answer = await client.api('reportClientError', {
      body: makeClientErrorReport(),
      headers: { 'user-agent': 'GenbaTest/1.0' },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.eventId).toMatch(/^[0-9a-f]{32}$/);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      eventId: answer.data.eventId,
      source: 'browser',
      kind: 'error',
      name: 'TypeError',
      page: '/talk',
      release: '3.0.0',
      steps: [{ message: 'navigate /talk' }],
      userAgent: 'GenbaTest/1.0',
    });
    expect(events[0]?.memberId).toEqual(expect.any(Number));
    expect(events[0]?.companyId).toEqual(expect.any(Number));
  });

  it('accepts a report from a page without a session (the login pages)', async () => {
    const answer = await anonymous().api('reportClientError', {
      body: makeClientErrorReport({ page: '/login/email' }),
    });
    expect(answer.status).toBe(200);
    expect(events).toHaveLength(1);
    expect(events[0]?.memberId).toBeUndefined();
  });

  it('redacts the page again, whatever the client sent', async () => {
    await anonymous().api('reportClientError', {
      body: makeClientErrorReport({ page: '/password/reset/6f1c2b7e9d0a4c3b?email=a@example.com' }),
    });
    expect(events[0]?.page).toBe('/password/reset/:redacted');
  });

  it("applies the rules again: 'Warning' messages and ignored statuses are answered but not recorded", async () => {
    const client = anonymous();
    const warning = await client.api('reportClientError', {
      body: makeClientErrorReport({ message: 'Warning: componentWillMount has been renamed' }),
    });
    expect(warning.status).toBe(200);
    expect(warning.data).toEqual({ eventId: null });
    const refused = await client.api('reportClientError', {
      body: makeClientErrorReport({
        kind: 'api',
        status: 422,
        api: { name: 'login_pc', reason: 'Http' },
        message: '入力内容に誤りがあります。',
      }),
    });
    expect(refused.data).toEqual({ eventId: null });
    expect(events).toEqual([]);
    const serverFault = await client.api('reportClientError', {
      body: makeClientErrorReport({
        kind: 'api',
        status: 503,
        api: { name: 'getProjectList', reason: 'Http' },
      }),
    });
    expect(serverFault.data.eventId).not.toBeNull();
    expect(events[0]).toMatchObject({
      kind: 'api',
      status: 503,
      api: { name: 'getProjectList', reason: 'Http' },
    });
  });

  it('refuses a report out of bounds with 422 in Japanese, and the server’s own kind', async () => {
    const client = anonymous();
    const long = await client.api('reportClientError', {
      body: makeClientErrorReport({ message: 'あ'.repeat(1001) }),
    });
    expect(long.status).toBe(422);
    expect(long.error.errors).toEqual({ message: ['1000文字以下で入力してください'] });
    const forged = await client.api('reportClientError', {
      body: { ...makeClientErrorReport(), kind: 'server' },
    });
    expect(forged.status).toBe(422);
    const extra = await client.api('reportClientError', {
      body: { ...makeClientErrorReport(), memberId: 1 },
    });
    expect(extra.status).toBe(422);
    expect(events).toEqual([]);
  });

  it('refuses a body over the limit before reading it (413)', async () => {
    const answer = await anonymous().call('POST', '/api/monitoring/events', {
      body: JSON.stringify({ ...makeClientErrorReport(), stack: 'x'.repeat(MONITORING_BODY_LIMIT_BYTES) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(413);
    expect(answer.raw).toEqual({ message: LIMIT_MESSAGES.body });
    expect(events).toEqual([]);
  });

  it('limits anonymous reports per address and answers 429 with Retry-After', async () => {
    const client = anonymous();
    const { limit, windowSeconds } = MONITORING_RATE_LIMITS.perAnonymousAddress;
    for (let i = 0; i < limit; i++) {
      expect((await client.api('reportClientError', { body: makeClientErrorReport() })).status).toBe(200);
    }
    const over = await client.api('reportClientError', { body: makeClientErrorReport() });
    expect(over.status).toBe(429);
    expect(over.error).toEqual({ message: MONITORING_MESSAGE.tooMany });
    expect(over.headers.get('retry-after')).toBe(String(windowSeconds));
    expect(events).toHaveLength(limit);
  });

  it('limits a member’s reports separately from the anonymous ones', async () => {
    const client = await manager();
    const { limit } = MONITORING_RATE_LIMITS.perMember;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      statuses.push((await client.api('reportClientError', { body: makeClientErrorReport() })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.at(-1)).toBe(429);
    // The anonymous bucket is untouched.
    expect((await anonymous().api('reportClientError', { body: makeClientErrorReport() })).status).toBe(200);
  });

  it('answers 502 when the monitoring service fails', async () => {
    fail = new AdapterError('monitoring', 'Monitoring request failed', 'TIMEOUT');
    const answer = await anonymous().api('reportClientError', { body: makeClientErrorReport() });
    expect(answer.status).toBe(502);
    expect(answer.error).toEqual({
      message: MONITORING_MESSAGE.failed,
      errors: [MONITORING_MESSAGE.failed],
      provider_status: 'TIMEOUT',
    });
  });

  it('writes one JSON line to the server log with the default adapter', async () => {
    const lines: string[] = [];
    server.deps.adapters = {
      ...server.deps.adapters,
      monitoring: createLogMonitoringAdapter({ write: (line) => lines.push(line) }),
    };
    try {
      await anonymous().api('reportClientError', { body: makeClientErrorReport() });
    } finally {
      server.deps.adapters = { ...server.deps.adapters, monitoring: recorder };
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      type: 'monitoring',
      source: 'browser',
      page: '/talk',
    });
  });
});

describe('server errors', () => {
  it('reports an unexpected 500 through the same adapter, with the route and the member', async () => {
    const client = await manager();
    const adapters = server.deps.adapters;
    server.deps.adapters = {
      ...adapters,
      geocoding: {
        ...adapters.geocoding,
        geocode: async () => {
          throw new TypeError('geocoder exploded');
        },
      },
    };
    try {
      const answer = await client.api('geocode', { query: { address: '福岡県' } });
      expect(answer.status).toBe(500);
    } finally {
      server.deps.adapters = adapters;
    }
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({
      source: 'server',
      kind: 'server',
      name: 'TypeError',
      message: 'geocoder exploded',
      page: '/api/external/geocode',
      method: 'GET',
      status: 500,
    });
    expect(events[0]?.memberId).toEqual(expect.any(Number));
    expect(events[0]?.stack).toContain('geocoder exploded');
  });
});
