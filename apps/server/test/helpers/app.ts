import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildPath,
  type EndpointName,
  type Endpoints,
  endpoints,
  type ResponseOf,
  type TNestedErrors,
} from '@genba/api-client';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MailMessage, SmsMessage } from '../../src/adapters/index.ts';
import { createApp } from '../../src/app.ts';
import type { RateLimits } from '../../src/auth/rateLimit.ts';
import { loadConfig } from '../../src/config/config.ts';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { openSeededTestDatabase, openTestDatabase } from './database.ts';

/** A controllable clock so expiry can be tested without waiting. */
export type Clock = { now: Date; advance: (seconds: number) => void };

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A seeded database, the app in test mode, and captured SMS and mail. */
export const startTestServer = async (
  options: {
    rateLimits?: Partial<RateLimits>;
    seed?: boolean;
    /** Extra environment for loadConfig (an adapter chosen by configuration, say). */
    env?: Record<string, string>;
  } = {},
) => {
  const database: Database =
    options.seed === false ? await openTestDatabase() : await openSeededTestDatabase();
  const clock: Clock = {
    now: new Date(),
    advance(seconds) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const sent = { sms: [] as SmsMessage[], mail: [] as MailMessage[] };
  const config = loadConfig({
    ...options.env,
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'genba-test-')),
  });
  /** The server log's error lines, for tests of what is logged. */
  const loggedErrors: string[] = [];
  const { app, deps } = createApp({
    db: database.db,
    config,
    sms: { kind: 'capture', send: async (m) => void sent.sms.push(m) },
    mail: { kind: 'capture', send: async (m) => void sent.mail.push(m) },
    rateLimits: options.rateLimits,
    logger: { info: () => {}, error: (message) => void loggedErrors.push(message) },
    now: () => clock.now,
    listen: database.listen,
  });
  return {
    app,
    deps,
    database,
    clock,
    sent,
    config,
    loggedErrors,
    close: async () => {
      await deps.talk.close();
      await database.close();
    },
  };
};

type CallOptions = { json?: unknown; body?: BodyInit; headers?: Record<string, string> };

/** Every error body the server writes (403, 419, 422, login failures...). */
export type ErrorBody = {
  message?: string;
  status?: number;
  detail?: string[];
  errors?: TNestedErrors | string[];
};

type Requester = { app: { request: (input: string, init: RequestInit) => Response | Promise<Response> } };

/** A browser-like client: keeps the session cookie between calls. */
export const createClient = (server: Requester) => {
  let cookie: string | undefined;
  const call = async (method: string, url: string, options: CallOptions = {}) => {
    const headers = new Headers(options.headers);
    if (cookie) headers.set('cookie', cookie);
    // As a browser on the app's own page sends it; the CSRF check refuses state changes without it.
    if (!headers.has('origin') && !headers.has('sec-fetch-site')) headers.set('origin', 'http://localhost');
    let body = options.body;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    }
    const response = await server.app.request(url, { method, headers, body });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      cookie = pair?.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // plain-text answers (chekUserPassword) stay strings
    }
    return { status: response.status, headers: response.headers, raw: data };
  };

  /**
   * Calls a catalogue entry. `data` is typed as the entry's response and
   * `error` as an error body: the same JSON, read as whichever the test expects.
   */
  const api = async <N extends EndpointName>(
    name: N,
    input: {
      params?: Record<string, string | number>;
      query?: Record<string, string>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const entry = endpoints[name];
    const search = input.query ? `?${new URLSearchParams(input.query)}` : '';
    const result = await call(entry.method, buildPath(entry.path, input.params) + search, {
      json: input.body,
      headers: input.headers,
    });
    return {
      status: result.status,
      headers: result.headers,
      data: result.raw as ResponseOf<Endpoints[N]>,
      error: result.raw as ErrorBody,
    };
  };

  return {
    call,
    api,
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    loginEmail: (email: string, password: string, client: 'pc' | 'sp' = 'pc') =>
      api(client === 'pc' ? 'login_pc' : 'login_sp', { body: { email, password } }),
  };
};

/**
 * Marks a seeded user as having agreed to the terms, for tests that act as
 * them past the terms gate (which has its own tests in test/attack/terms).
 */
export const agreeToTerms = async (server: TestServer, email: string): Promise<void> => {
  await server.database.db.update(users).set({ agreeTermsFlg: true }).where(eq(users.email, email));
};

/** A client logged in by e-mail as a seeded user (every demo account shares the demo password). */
export const loginAsDemo = async (server: TestServer, email: string) => {
  const client = createClient(server);
  expect((await client.loginEmail(email, 'genba-demo')).status).toBe(200);
  return client;
};
