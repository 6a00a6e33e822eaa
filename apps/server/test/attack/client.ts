import { connect } from 'node:net';
import { buildPath, type EndpointName, endpoints } from '@genba/api-client';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo.ts';

export type Answer = { status: number; headers: Headers; body: unknown; text: string };

/**
 * A browser on the app's own page, over real HTTP: keeps the session cookie
 * and sends the page's Origin (as browsers do on every POST) unless a test
 * overrides it to play a foreign site.
 */
export const createBrowser = (baseUrl: string) => {
  let cookie: string | undefined;
  const send = async (
    method: string,
    url: string,
    init: { body?: BodyInit; headers?: Record<string, string> } = {},
  ) => {
    const headers = new Headers({ origin: baseUrl, ...init.headers });
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: init.body,
      redirect: 'manual',
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('genba_session='));
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body, text } satisfies Answer;
  };
  const json = (method: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    send(method, url, {
      body: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const api = (
    name: EndpointName,
    input: {
      params?: Record<string, string | number>;
      body?: unknown;
      headers?: Record<string, string>;
      query?: string;
    } = {},
  ) => {
    const entry = endpoints[name];
    const url = buildPath(entry.path, input.params) + (input.query ?? '');
    return input.body === undefined
      ? send(entry.method, url, { headers: input.headers })
      : json(entry.method, url, input.body, input.headers);
  };
  return {
    send,
    json,
    api,
    login: (email: string, password: string) => json('POST', endpoints.login_pc.path, { email, password }),
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
  };
};

/**
 * Writes raw bytes to the server and reads until it answers (or closes, or
 * the time is up): for requests fetch will not send (a body that never
 * finishes, oversized request lines) and to see that an answer comes before
 * the body is read.
 */
/** A browser logged in as `email` (a demo user unless `password` says otherwise); the login must succeed. */
export const loggedInBrowser = async (baseUrl: string, email: string, password: string = DEMO_PASSWORD) => {
  const browser = createBrowser(baseUrl);
  expect((await browser.login(email, password)).status).toBe(200);
  return browser;
};

export const rawRequest = (
  baseUrl: string,
  head: string,
  options: { body?: Buffer; timeoutMs?: number } = {},
): Promise<{ status: number; raw: string; elapsedMs: number }> => {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let raw = '';
    const finish = () => {
      socket.destroy();
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      resolve({ status, raw, elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(finish, options.timeoutMs ?? 10_000);
    socket.on('connect', () => {
      socket.write(head);
      if (options.body) socket.write(options.body);
    });
    socket.on('data', (chunk) => {
      raw += chunk.toString('utf8');
      // One full answer: headers and a body of the announced length.
      const [headers, body = ''] = raw.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(headers ?? '')?.[1];
      if (length !== undefined && Buffer.byteLength(body) >= Number(length)) finish();
    });
    socket.on('close', finish);
    socket.on('error', (error) => (raw ? finish() : reject(error)));
  });
};

/** The JSON body of a raw answer. */
export const rawJson = (raw: string): unknown => {
  const body = raw.split('\r\n\r\n')[1] ?? '';
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};
