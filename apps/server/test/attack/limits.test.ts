import { connect } from 'node:net';
import { endpoints, VALIDATION_FAILED_MESSAGE } from '@genba/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { LIMIT_MESSAGES, REQUEST_LIMITS } from '../../src/http/limits.ts';
import { createBrowser, loggedInBrowser, rawJson, rawRequest } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer();
});
afterAll(async () => {
  await server.close();
});

const loginPath = endpoints.login_pc.path;
const HUNDRED_MB = 100 * 1024 * 1024;

/**
 * Sends `head`, then up to `bodyBytes` of JSON-ish padding with the socket's backpressure, and
 * stops sending as soon as an answer (or a close) arrives. Resolves with the answer and what was sent.
 */
const streamingRequest = (baseUrl: string, head: string, bodyBytes: number, timeoutMs: number) => {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  const chunk = Buffer.alloc(64 * 1024, 'x');
  return new Promise<{ status: number; raw: string; elapsedMs: number; sentBytes: number }>((resolve) => {
    const socket = connect(Number(port), hostname);
    let raw = '';
    let sentBytes = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      resolve({ status, raw, elapsedMs: Date.now() - started, sentBytes });
    };
    const timer = setTimeout(finish, timeoutMs);
    const pump = () => {
      while (!done && sentBytes < bodyBytes) {
        sentBytes += chunk.length;
        if (!socket.write(chunk)) return; // wait for 'drain'
      }
    };
    socket.on('connect', () => {
      socket.write(head);
      socket.write('{"email":"a@b.jp","password":"');
      pump();
    });
    socket.on('drain', pump);
    socket.on('data', (data) => {
      raw += data.toString('utf8');
      const [headers, body = ''] = raw.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(headers ?? '')?.[1];
      if (length !== undefined && Buffer.byteLength(body) >= Number(length)) finish();
    });
    socket.on('close', finish);
    socket.on('error', finish);
  });
};
const { companyManager } = DEMO_LOGINS;

/** The server still answers a normal login: nothing above stopped or wedged it. */
const stillServes = async () => {
  const res = await createBrowser(server.baseUrl).login(companyManager.email, companyManager.password);
  expect(res.status).toBe(200);
};

describe('body limits', () => {
  it('refuses a 100 MB JSON login at once, from its Content-Length, without reading the body', async () => {
    const readBefore = server.bytesRead();
    const head = [
      `POST ${loginPath} HTTP/1.1`,
      `Host: ${new URL(server.baseUrl).host}`,
      `Origin: ${server.baseUrl}`,
      'Content-Type: application/json',
      `Content-Length: ${HUNDRED_MB}`,
      '',
      '',
    ].join('\r\n');
    // Only the first kilobyte: the answer must come from the declared length, without the rest.
    const announced = await streamingRequest(server.baseUrl, head, 1024, 5_000);
    expect(announced.status).toBe(413);
    expect(announced.elapsedMs).toBeLessThan(5_000);
    // Then all 100 MB offered as fast as the socket takes them: the answer must come first.
    const res = await streamingRequest(server.baseUrl, head, HUNDRED_MB, 5_000);
    expect(res.status).toBe(413);
    expect(rawJson(res.raw)).toEqual({ message: LIMIT_MESSAGES.body });
    expect(res.elapsedMs).toBeLessThan(5_000);
    // What the server took in from the socket (kernel buffers aside), not the worker's RSS, which
    // other test files running beside this one move: a few MB at most of the 100 offered.
    const read = server.bytesRead() - readBefore;
    expect(read).toBeLessThan(4 * 1024 * 1024);
    expect(res.sentBytes).toBeLessThan(HUNDRED_MB);
    await stillServes();
  });

  it('counts a chunked body without Content-Length and refuses it past the limit', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 8 MB at most, never all of it if the server stops reading.
        if (sent >= 8 * 1024 * 1024) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const res = await fetch(`${server.baseUrl}${loginPath}`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit).catch(() => undefined);
    // Either the 413 arrives, or the server cut the connection once the limit was passed.
    if (res) {
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: LIMIT_MESSAGES.body });
    }
    expect(sent).toBeLessThan(8 * 1024 * 1024);
    await stillServes();
  });

  it('accepts a body just under the limit and refuses one just over it', async () => {
    const browser = createBrowser(server.baseUrl);
    const padded = (size: number) =>
      `{"email":"${companyManager.email}","password":"${companyManager.password}","pad":"${'x'.repeat(size)}"}`;
    const base = padded(0).length;
    const under = await browser.send('POST', loginPath, {
      body: padded(REQUEST_LIMITS.bodyBytes - base),
      headers: { 'content-type': 'application/json' },
    });
    expect(under.status).not.toBe(413);
    const over = await browser.send('POST', loginPath, {
      body: padded(REQUEST_LIMITS.bodyBytes - base + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(over.status).toBe(413);
  });
});

describe('URL and header limits', () => {
  it('answers 414 with a Japanese message to a URL over 8 KiB', async () => {
    const res = await createBrowser(server.baseUrl).send(
      'GET',
      `${endpoints.getProjectList.path}?keyword=${'a'.repeat(REQUEST_LIMITS.urlBytes)}`,
    );
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ message: LIMIT_MESSAGES.url });
  });

  it('answers 431 with a Japanese message to headers over 16 KiB', async () => {
    const res = await createBrowser(server.baseUrl).send('GET', endpoints.init_data_sp.path, {
      headers: { 'x-padding': 'a'.repeat(REQUEST_LIMITS.headerBytes) },
    });
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ message: LIMIT_MESSAGES.headers });
  });

  it('answers 431 in Japanese even when Node’s parser refuses the headers before the app sees them', async () => {
    const head = [
      `GET ${endpoints.init_data_sp.path} HTTP/1.1`,
      `Host: ${new URL(server.baseUrl).host}`,
      `X-Padding: ${'a'.repeat(64 * 1024)}`,
      '',
      '',
    ].join('\r\n');
    const res = await rawRequest(server.baseUrl, head);
    expect(res.status).toBe(431);
    expect(rawJson(res.raw)).toEqual({ message: LIMIT_MESSAGES.headers });
    await stillServes();
  });
});

describe('no request shape makes the server answer 500', () => {
  const loggedIn = () => loggedInBrowser(server.baseUrl, companyManager.email, companyManager.password);

  it('refuses multipart without a boundary with 422, not 500', async () => {
    const res = await createBrowser(server.baseUrl).send('POST', loginPath, {
      body: 'email=a',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: VALIDATION_FAILED_MESSAGE });
  });

  it('refuses a multipart body cut short with 422', async () => {
    const res = await createBrowser(server.baseUrl).send('POST', loginPath, {
      body: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nkanri',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(res.status).toBe(422);
  });

  it('refuses malformed JSON and JSON of the wrong shape with 422', async () => {
    const browser = createBrowser(server.baseUrl);
    for (const body of [
      '{"email":',
      '[]',
      'null',
      '"text"',
      '{"email":{"$gt":""},"password":[1]}',
      '\u0000',
    ]) {
      const res = await browser.send('POST', loginPath, {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, body).toBe(422);
    }
  });

  it('answers a path id out of the integer range without 500', async () => {
    const browser = await loggedIn();
    for (const id of ['2147483648', '99999999999999999999', '-1', '1e3', '0x10']) {
      const res = await browser.send('GET', `/api/talk/getTalkByFieldId/${id}`);
      expect([403, 404, 422], id).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toMatch(/select|insert|integer|out of range/i);
    }
  });

  it('answers X-Operation-Company and X-Operation-Field of 2147483648 without 500', async () => {
    const browser = await loggedIn();
    for (const header of ['X-Operation-Company', 'X-Operation-Field', 'X-Operation-Member']) {
      const res = await browser.send('GET', endpoints.getProjectList.path, {
        headers: { [header]: '2147483648' },
      });
      expect([403, 422], header).toContain(res.status);
    }
  });

  it('answers getProjectList?keyword=%00 without 500', async () => {
    const browser = await loggedIn();
    for (const query of ['keyword=%00', 'keyword=a%00b', 'keyword=%E0%A4%A', 'completion_status=%00']) {
      const res = await browser.send('GET', `${endpoints.getProjectList.path}?${query}`);
      expect([200, 422], query).toContain(res.status);
    }
  });
});
