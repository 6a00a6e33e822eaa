import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdapterConfigError, AdapterError, createAdapters, readAdapterConfig } from '../index.ts';
import { type StubServer, startStubServer } from '../testing/stubServer.ts';
import { createLogMonitoringAdapter } from './log.ts';
import { createSentryMonitoringAdapter, envelopeUrl, parseSentryDsn, type SentryDsn } from './sentry.ts';
import { type MonitoringEvent, newEventId } from './types.ts';

const event = (overrides: Partial<MonitoringEvent> = {}): MonitoringEvent => ({
  eventId: '0f8e3c9a2b7d4e1f9a6c5b4d3e2f1a0b',
  source: 'browser',
  kind: 'error',
  message: "Cannot read properties of undefined (reading 'name')",
  name: 'TypeError',
  stack: 'TypeError: x\n    at ProjectList (ProjectList.tsx:42:17)',
  page: '/talk',
  release: '3.0.0',
  occurredAt: '2026-04-01T00:00:00.000Z',
  receivedAt: '2026-04-01T00:00:01.000Z',
  steps: [{ at: '2026-03-31T23:59:58.000Z', message: 'navigate /talk' }],
  memberId: 7,
  companyId: 3,
  userAgent: 'Mozilla/5.0',
  ...overrides,
});

describe('monitoring adapter configuration', () => {
  it('writes to the server log by default', () => {
    expect(readAdapterConfig({}, '/tmp').monitoring).toEqual({ kind: 'log' });
    expect(createAdapters({}, '/tmp').monitoring.kind).toBe('log');
  });

  it('chooses the Sentry-compatible service when a DSN is given, unless told to log', () => {
    expect(
      readAdapterConfig({ SENTRY_DSN: 'https://abc@o1.ingest.example.io/42' }, '/tmp').monitoring,
    ).toEqual({
      kind: 'sentry',
      dsn: { origin: 'https://o1.ingest.example.io', publicKey: 'abc', projectId: '42' },
      environment: 'production',
    });
    expect(
      readAdapterConfig({ SENTRY_DSN: 'https://abc@sentry.example.jp/42', MONITORING_ADAPTER: 'log' }, '/tmp')
        .monitoring,
    ).toEqual({ kind: 'log' });
    expect(
      readAdapterConfig(
        { SENTRY_DSN: 'https://abc@sentry.example.jp/42', SENTRY_ENVIRONMENT: 'staging' },
        '/tmp',
      ).monitoring,
    ).toMatchObject({ environment: 'staging' });
  });

  it('refuses at start-up a Sentry choice without a DSN, a broken DSN or an unknown adapter', () => {
    expect(() => readAdapterConfig({ MONITORING_ADAPTER: 'sentry' }, '/tmp')).toThrow(
      'SENTRY_DSN must be set when MONITORING_ADAPTER=sentry',
    );
    expect(() => readAdapterConfig({ SENTRY_DSN: 'https://sentry.example.jp/42' }, '/tmp')).toThrow(
      AdapterConfigError,
    );
    expect(() => readAdapterConfig({ SENTRY_DSN: 'not a url' }, '/tmp')).toThrow(/SENTRY_DSN/);
    expect(() => readAdapterConfig({ MONITORING_ADAPTER: 'datadog' }, '/tmp')).toThrow(
      'MONITORING_ADAPTER=datadog is not one of: log, sentry',
    );
  });

  it('reads a DSN with a path prefix and a port (self-hosted)', () => {
    const dsn = parseSentryDsn('http://key@127.0.0.1:9000/sentry/7');
    expect(dsn).toEqual({ origin: 'http://127.0.0.1:9000/sentry', publicKey: 'key', projectId: '7' });
    expect(envelopeUrl(dsn as SentryDsn)).toBe('http://127.0.0.1:9000/sentry/api/7/envelope/');
    expect(parseSentryDsn('ftp://key@host/1')).toBeNull();
    expect(parseSentryDsn('https://key@host/project')).toBeNull();
  });
});

describe('log monitoring adapter (default)', () => {
  it('writes one structured JSON line per event, newlines escaped', async () => {
    const lines: string[] = [];
    const adapter = createLogMonitoringAdapter({ write: (line) => lines.push(line) });
    await adapter.capture(event({ message: 'line one\nFAKE LOG LINE' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      type: 'monitoring',
      eventId: '0f8e3c9a2b7d4e1f9a6c5b4d3e2f1a0b',
      kind: 'error',
      message: 'line one\nFAKE LOG LINE',
      page: '/talk',
      memberId: 7,
    });
  });

  it('makes Sentry-style event ids', () => {
    expect(newEventId()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('Sentry-compatible monitoring adapter (against the stub server)', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer();
  });
  afterAll(async () => {
    await stub.close();
  });

  const adapter = (timeoutMs = 500) =>
    createSentryMonitoringAdapter({
      dsn: parseSentryDsn(`${stub.url.replace('http://', 'http://public-key@')}/5`) as SentryDsn,
      environment: 'test',
      timeoutMs,
    });

  it('posts one envelope to the DSN’s endpoint with the DSN’s key', async () => {
    stub.reply(() => ({ json: { id: '0f8e3c9a2b7d4e1f9a6c5b4d3e2f1a0b' } }));
    await adapter().capture(event());
    const request = stub.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/5/envelope/');
    expect(request?.headers['content-type']).toBe('application/x-sentry-envelope');
    expect(request?.headers['x-sentry-auth']).toMatch(
      /^Sentry sentry_version=7, sentry_key=public-key, sentry_client=/,
    );
    const [header, item, payload, ...rest] = (request?.body ?? '').split('\n');
    expect(rest).toEqual([]);
    expect(JSON.parse(header ?? '')).toMatchObject({ event_id: '0f8e3c9a2b7d4e1f9a6c5b4d3e2f1a0b' });
    expect(JSON.parse(item ?? '')).toEqual({ type: 'event', content_type: 'application/json' });
    expect(JSON.parse(payload ?? '')).toMatchObject({
      event_id: '0f8e3c9a2b7d4e1f9a6c5b4d3e2f1a0b',
      timestamp: Date.parse('2026-04-01T00:00:00.000Z') / 1000,
      platform: 'javascript',
      level: 'error',
      release: 'genba@3.0.0',
      environment: 'test',
      exception: {
        values: [{ type: 'TypeError', value: "Cannot read properties of undefined (reading 'name')" }],
      },
      tags: { source: 'browser', kind: 'error', company: '3' },
      user: { id: '7' },
      request: { url: '/talk', headers: { 'User-Agent': 'Mozilla/5.0' } },
      breadcrumbs: { values: [{ category: 'step', message: 'navigate /talk' }] },
      extra: { stack: 'TypeError: x\n    at ProjectList (ProjectList.tsx:42:17)' },
    });
  });

  it('turns a refusal into an AdapterError with the HTTP status', async () => {
    stub.reply(() => ({ status: 429, json: { detail: 'rate limited' } }));
    await expect(adapter().capture(event())).rejects.toMatchObject({ service: 'monitoring', status: 429 });
  });

  it('gives up after the adapters’ time limit', async () => {
    stub.reply(() => ({ delayMs: 400, json: {} }));
    const failure = await adapter(50)
      .capture(event())
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AdapterError);
    expect(failure).toMatchObject({ status: 'TIMEOUT' });
  });

  it('reports an unreachable service as NETWORK_ERROR', async () => {
    const unreachable = createSentryMonitoringAdapter({
      dsn: { origin: 'http://127.0.0.1:9', publicKey: 'k', projectId: '1' },
      environment: 'test',
      timeoutMs: 500,
    });
    await expect(unreachable.capture(event())).rejects.toMatchObject({ status: 'NETWORK_ERROR' });
  });
});
