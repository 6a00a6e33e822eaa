import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/http/env.ts';
import { HttpError } from '../../src/http/errors.ts';
import { limitRequests } from '../../src/http/limits.ts';

/**
 * The body limiter leaves a body with a declared Content-Length within the limit alone (Node's parser
 * delivers no more than declared), so @hono/node-server reads it straight from the socket; only a body
 * without one (chunked) is wrapped and counted as it is read. The attack suite (attack/limits.test.ts)
 * covers the refusals over a real socket.
 */

const appWith = (maxBodyBytes: number) => {
  const app = new Hono<AppEnv>();
  app.onError((error, c) =>
    error instanceof HttpError ? c.json({ status: error.status }, error.status as 413) : c.text('500', 500),
  );
  app.use(limitRequests([{ method: 'POST', path: '/echo', maxBodyBytes }]));
  let seen: Request | undefined;
  app.post('/echo', async (c) => {
    seen = c.req.raw;
    return c.text(await c.req.text());
  });
  return { app, seen: () => seen };
};

const chunked = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

describe('body limits', () => {
  it('passes a body with a Content-Length within the limit through untouched: the request is the one received', async () => {
    const { app, seen } = appWith(64);
    const request = new Request('http://localhost/echo', {
      method: 'POST',
      headers: { 'content-length': '13' },
      body: '{"message":1}',
    });
    const res = await app.fetch(request);
    expect(await res.text()).toBe('{"message":1}');
    expect(seen()).toBe(request);
  });

  it('refuses a declared Content-Length over the limit, and counts a body without one', async () => {
    const { app, seen } = appWith(8);
    const declared = await app.fetch(
      new Request('http://localhost/echo', {
        method: 'POST',
        headers: { 'content-length': '13' },
        body: '{"message":1}',
      }),
    );
    expect(declared.status).toBe(413);
    const counted = new Request('http://localhost/echo', {
      method: 'POST',
      body: chunked('{"message":1}'),
      duplex: 'half',
    } as RequestInit);
    expect((await app.fetch(counted)).status).toBe(413);
    expect(seen()).not.toBe(counted);
    const small = await app.fetch(
      new Request('http://localhost/echo', {
        method: 'POST',
        body: chunked('{}'),
        duplex: 'half',
      } as RequestInit),
    );
    expect(await small.text()).toBe('{}');
  });
});
