import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from '../src/client/index.ts';
import {
  ApiError,
  createMutationOptions,
  createQueryOptions,
  queryKeyFor,
  shouldRetry,
} from '../src/query/index.ts';
import { testEndpoints } from './testCatalogue.ts';

const BASE = 'http://genba.test';
const server = setupServer();
const api = createApiClient({ baseUrl: BASE, endpoints: testEndpoints });
let client: QueryClient;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  client?.clear();
});
afterAll(() => server.close());

describe('TanStack Query adapter', () => {
  it('keys include the entry name and the request', () => {
    expect(queryKeyFor<typeof testEndpoints, 'getThing'>('getThing', { params: { id: 3 } })).toEqual([
      'genba',
      'getThing',
      { params: { id: 3 } },
    ]);
    expect(createQueryOptions(api, 'listThings').queryKey).toEqual(['genba', 'listThings', {}]);
  });

  it('fetchQuery resolves with the parsed data, typed from the schema', async () => {
    server.use(
      http.get(`${BASE}/api/things/:id`, ({ params }) =>
        HttpResponse.json({ id: Number(params.id), name: '足場' }),
      ),
    );
    client = new QueryClient();
    const data = await client.fetchQuery(createQueryOptions(api, 'getThing', { params: { id: 4 } }));
    expectTypeOf(data).toEqualTypeOf<{ id: number; name: string }>();
    expect(data).toEqual({ id: 4, name: '足場' });
  });

  it('a failure throws an ApiError with the normalised messages, without retrying a 403', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/things`, () => {
        calls++;
        return HttpResponse.json({ detail: ['この現場に所属していません。'] }, { status: 403 });
      }),
    );
    client = new QueryClient();
    const error = await client.fetchQuery(createQueryOptions(api, 'listThings')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, reason: 'Http', message: 'この現場に所属していません。' });
    expect(calls).toBe(1);
  });

  it("cancelling the query aborts the request through TanStack Query's signal", async () => {
    let aborted = false;
    server.use(
      http.get(`${BASE}/api/things`, async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        await delay(300);
        return HttpResponse.json([]);
      }),
    );
    client = new QueryClient();
    const options = createQueryOptions(api, 'listThings');
    const pending = client.fetchQuery(options).catch((e: unknown) => e);
    await delay(20);
    await client.cancelQueries({ queryKey: options.queryKey });
    await pending;
    expect(aborted).toBe(true);
  });

  it('mutations send the request and surface field errors', async () => {
    server.use(
      http.post(`${BASE}/api/things`, () =>
        HttpResponse.json(
          { message: '入力内容に誤りがあります。', errors: { name: ['既に登録されています'] } },
          { status: 422 },
        ),
      ),
    );
    client = new QueryClient();
    const observer = new MutationObserver(client, createMutationOptions(api, 'createThing'));
    const error = await observer.mutate({ body: { name: '足場' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, fieldErrors: { name: '既に登録されています' } });
  });

  it('retries only dropped connections and time-outs, twice at most', () => {
    const failed = (reason: 'Network Interruption' | 'Http') =>
      new ApiError({ ok: false, status: 0, reason, messages: ['x'], fieldErrors: {} });
    expect(shouldRetry(0, failed('Network Interruption'))).toBe(true);
    expect(shouldRetry(2, failed('Network Interruption'))).toBe(false);
    expect(shouldRetry(0, failed('Http'))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(false);
  });
});
