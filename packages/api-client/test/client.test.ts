import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/client/index.ts';
import { SESSION_EXPIRED_MESSAGE } from '../src/schemas/errors.ts';
import { testEndpoints } from './testCatalogue.ts';

const BASE = 'http://genba.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const makeClient = (onSessionExpired = vi.fn()) =>
  createApiClient({
    baseUrl: `${BASE}/`,
    endpoints: testEndpoints,
    context: () => ({ memberId: 7, companyId: 3, fieldId: null }),
    onSessionExpired,
  });

describe('createApiClient: requests', () => {
  it('sends the operation headers, the path parameters and the query', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/api/things/:id`, ({ request, params }) => {
        seen = request;
        return HttpResponse.json({ id: Number(params.id), name: '足場' });
      }),
    );
    const result = await makeClient().call('getThing', {
      params: { id: 12 },
      query: { limit: 30, tags: ['a', 'b'] },
    });
    expect(result).toEqual({ ok: true, status: 200, data: { id: 12, name: '足場' } });
    expect(seen?.headers.get('X-Operation-Member')).toBe('7');
    expect(seen?.headers.get('X-Operation-Company')).toBe('3');
    expect(seen?.headers.get('X-Operation-Field')).toBe('');
    const url = new URL(seen?.url ?? '');
    expect(url.searchParams.get('limit')).toBe('30');
    expect(url.searchParams.getAll('tags[]')).toEqual(['a', 'b']);
  });

  it("sends the session cookie (credentials: 'include') on every call", async () => {
    server.use(http.get(`${BASE}/api/things`, () => HttpResponse.json([])));
    const inits: (RequestInit | undefined)[] = [];
    const api = createApiClient({
      baseUrl: BASE,
      endpoints: testEndpoints,
      fetch: (input, init) => {
        inits.push(init);
        return fetch(input, init);
      },
    });
    await api.call('listThings');
    expect(inits[0]?.credentials).toBe('include');
  });

  it('a left-out query whose fields all have defaults is sent with the defaults', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/api/things`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([]);
      }),
    );
    await makeClient().call('listThings');
    expect(url?.search).toBe('?offset=0&limit=50');
  });

  it('reads the context at each call, so a site switch applies to the next call', async () => {
    const fields: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/api/things`, ({ request }) => {
        fields.push(request.headers.get('X-Operation-Field'));
        return HttpResponse.json([]);
      }),
    );
    let fieldId = 1;
    const api = createApiClient({ baseUrl: BASE, endpoints: testEndpoints, context: () => ({ fieldId }) });
    await api.call('listThings');
    fieldId = 2;
    await api.call('listThings');
    expect(fields).toEqual(['1', '2']);
  });

  it('sends JSON bodies with their content type', async () => {
    server.use(
      http.post(`${BASE}/api/things`, async ({ request }) => {
        expect(request.headers.get('Content-Type')).toBe('application/json');
        const body = (await request.json()) as { name: string };
        return HttpResponse.json({ id: 1, name: body.name });
      }),
    );
    const result = await makeClient().call('createThing', { body: { name: '型枠' } });
    expect(result.ok && result.data.name).toBe('型枠');
  });

  it('validates the request before sending and reports field errors without a network call', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const api = createApiClient({ baseUrl: BASE, endpoints: testEndpoints, fetch: fetchSpy });
    const result = await api.call('createThing', { body: { name: '' } });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      reason: 'InvalidRequest',
      messages: ['名前を入力してください'],
      fieldErrors: { name: '名前を入力してください' },
    });
  });

  it('names a query field as the server does, without the part it sits in', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const api = createApiClient({ baseUrl: BASE, fetch: fetchSpy });
    const result = await api.call('getAggregate', {
      query: { start_date: '2026-11-30', end_date: '2026-11-01' },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.fieldErrors)).toContain('end_date');
  });

  it('reports a path placeholder the params schema does not cover instead of throwing', async () => {
    const broken = {
      ...testEndpoints,
      listThings: { ...testEndpoints.listThings, path: '/api/things/{missing}' },
    };
    const api = createApiClient({ baseUrl: BASE, endpoints: broken });
    expect(await api.call('listThings')).toMatchObject({
      ok: false,
      reason: 'InvalidRequest',
      messages: ['リクエストの内容に誤りがあります。'],
      body: { message: expect.stringContaining('missing') },
    });
  });

  it('encodes multipart bodies: files kept, scalar arrays as key[], objects as JSON, null left out', async () => {
    server.use(
      http.post(`${BASE}/api/storage/storeAlbum`, async ({ request }) => {
        const form = await request.formData();
        const received: Record<string, string[]> = {};
        for (const [key, value] of form.entries()) {
          const text = typeof value === 'string' ? value : `file:${value.name}:${value.size}`;
          received[key] = [...(received[key] ?? []), text];
        }
        return HttpResponse.json({ received });
      }),
    );
    const file = new File(['abc'], '現場.jpg', { type: 'image/jpeg' });
    const result = await makeClient().call('storePhoto', {
      body: {
        field_id: 5,
        file,
        tag_setting_ids: [1, 2],
        picture_board_settings: { tag_name: '配筋' },
        folder_id: null,
      },
    });
    expect(result.ok && result.data.received).toEqual({
      field_id: ['5'],
      file: ['file:現場.jpg:3'],
      'tag_setting_ids[]': ['1', '2'],
      picture_board_settings: ['{"tag_name":"配筋"}'],
    });
  });

  it('reads text and blob responses and accepts an empty 204', async () => {
    server.use(
      http.post(`${BASE}/api/user/chekUserPassword`, () => HttpResponse.text('1')),
      http.get(
        `${BASE}/api/album/downloadContent`,
        () => new HttpResponse(new Blob(['jpeg-bytes']), { status: 200 }),
      ),
      http.delete(`${BASE}/api/things/:id`, () => new HttpResponse(null, { status: 204 })),
    );
    const api = makeClient();
    const text = await api.call('chekUserPassword', { body: { password: 'secret1' } });
    expect(text).toEqual({ ok: true, status: 200, data: '1' });
    const blob = await api.call('downloadContent', { query: { s3Path: 'a/b.jpg', s3Bucket: 'genba' } });
    expect(blob.ok && (await blob.data.text())).toBe('jpeg-bytes');
    expect(await api.call('deleteThing', { params: { id: 1 } })).toEqual({
      ok: true,
      status: 204,
      data: undefined,
    });
  });

  it('reports a response that does not match the schema as InvalidResponse', async () => {
    server.use(http.get(`${BASE}/api/things/:id`, () => HttpResponse.json({ id: 'x' })));
    const result = await makeClient().call('getThing', { params: { id: 1 } });
    expect(result).toMatchObject({ ok: false, status: 200, reason: 'InvalidResponse', body: { id: 'x' } });
  });
});

describe('createApiClient: errors (talk §8)', () => {
  const failWith = (status: number, body: unknown) =>
    server.use(http.get(`${BASE}/api/things`, () => HttpResponse.json(body as object, { status })));

  it('403 gives the server detail list', async () => {
    failWith(403, { detail: ['この現場に所属していません。', '権限がありません。'] });
    const result = await makeClient().call('listThings');
    expect(result).toMatchObject({
      ok: false,
      status: 403,
      reason: 'Http',
      messages: ['この現場に所属していません。', '権限がありません。'],
    });
  });

  it('422 flattens nested errors and keys field errors by dotted path', async () => {
    failWith(422, {
      message: '入力内容に誤りがあります。',
      errors: {
        name1: ['氏名(姓)を入力してください'],
        rows: { 0: { email: ['メールアドレスに誤りがあります', '二つ目'] } },
      },
    });
    const result = await makeClient().call('listThings');
    expect(result).toMatchObject({
      status: 422,
      messages: ['氏名(姓)を入力してください', 'メールアドレスに誤りがあります', '二つ目'],
      fieldErrors: { name1: '氏名(姓)を入力してください', 'rows.0.email': 'メールアドレスに誤りがあります' },
    });
  });

  it('422 without field errors shows the server message, not the generic one', async () => {
    failWith(422, { status: 422, message: 'パスワード再設定のURLが無効か、有効期限が切れています' });
    expect(await makeClient().call('listThings')).toMatchObject({
      status: 422,
      messages: ['パスワード再設定のURLが無効か、有効期限が切れています'],
      fieldErrors: {},
    });
  });

  it('other statuses pass the server errors through', async () => {
    failWith(500, { errors: ['カードの有効期限が切れています'] });
    expect(await makeClient().call('listThings')).toMatchObject({
      status: 500,
      messages: ['カードの有効期限が切れています'],
    });
    failWith(400, { message: '契約が見つかりません' });
    expect(await makeClient().call('listThings')).toMatchObject({
      status: 400,
      messages: ['契約が見つかりません'],
    });
    failWith(502, 'Bad gateway');
    const generic = await makeClient().call('listThings');
    expect(generic).toMatchObject({ status: 502, reason: 'Http' });
    expect(generic.ok || generic.messages[0]).toMatch(/サーバーでエラーが発生しました/);
  });

  it('419 calls onSessionExpired once, reports 419, and re-arms after a success', async () => {
    const expired = vi.fn();
    const api = makeClient(expired);
    failWith(419, { message: SESSION_EXPIRED_MESSAGE });
    const [a, b] = await Promise.all([api.call('listThings'), api.call('listThings')]);
    expect(a).toMatchObject({ ok: false, status: 419, messages: [SESSION_EXPIRED_MESSAGE] });
    expect(b).toMatchObject({ ok: false, status: 419 });
    expect(expired).toHaveBeenCalledTimes(1);
    server.use(http.get(`${BASE}/api/things`, () => HttpResponse.json([])));
    expect((await api.call('listThings')).ok).toBe(true);
    failWith(419, { message: SESSION_EXPIRED_MESSAGE });
    await api.call('listThings');
    expect(expired).toHaveBeenCalledTimes(2);
  });
});

describe('createApiClient: time-outs and cancellation', () => {
  it("reports the entry's time-out as Timeout", async () => {
    server.use(
      http.get(`${BASE}/api/slow`, async () => {
        await delay(500);
        return HttpResponse.json({ done: true });
      }),
    );
    const started = Date.now();
    const result = await makeClient().call('slowThing');
    expect(result).toMatchObject({ ok: false, status: 0, reason: 'Timeout' });
    expect(Date.now() - started).toBeLessThan(400);
  });

  it("reports a user's cancel as Canceled", async () => {
    server.use(
      http.get(`${BASE}/api/things`, async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = makeClient().call('listThings', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    expect(await pending).toMatchObject({ ok: false, status: 0, reason: 'Canceled' });
    const already = new AbortController();
    already.abort();
    expect(await makeClient().call('listThings', {}, { signal: already.signal })).toMatchObject({
      reason: 'Canceled',
    });
  });

  it('reports a network failure as Network Interruption', async () => {
    server.use(http.get(`${BASE}/api/album/downloadContent`, () => HttpResponse.error()));
    const result = await makeClient().call('downloadContent', { query: { s3Path: 'a', s3Bucket: 'b' } });
    expect(result).toMatchObject({ ok: false, status: 0, reason: 'Network Interruption' });
  });

  it('a newer cancelPrevious call aborts the earlier one', async () => {
    server.use(
      http.get(`${BASE}/api/album/sync/:id`, async ({ params }) => {
        await delay(100);
        return HttpResponse.json({ id: Number(params.id) });
      }),
    );
    const api = makeClient();
    const first = api.call('syncAlbum', { params: { id: 1 } });
    await delay(10);
    const second = api.call('syncAlbum', { params: { id: 2 } });
    expect(await first).toMatchObject({ ok: false, reason: 'Canceled' });
    expect(await second).toEqual({ ok: true, status: 200, data: { id: 2 } });
  });

  it('cancel(name) aborts every running call of that entry and no other', async () => {
    server.use(
      http.get(`${BASE}/api/things/:id`, async ({ params }) => {
        await delay(100);
        return HttpResponse.json({ id: Number(params.id), name: 'x' });
      }),
      http.get(`${BASE}/api/album/sync/:id`, async ({ params }) => {
        await delay(20);
        return HttpResponse.json({ id: Number(params.id) });
      }),
    );
    const api = makeClient();
    const things = [1, 2].map((id) => api.call('getThing', { params: { id } }));
    const sync = api.call('syncAlbum', { params: { id: 1 } });
    await delay(10);
    api.cancel('getThing');
    expect((await Promise.all(things)).map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
      'Canceled',
      'Canceled',
    ]);
    expect((await sync).ok).toBe(true);
  });

  it('entries without cancelPrevious run side by side', async () => {
    server.use(
      http.get(`${BASE}/api/things/:id`, async ({ params }) => {
        await delay(30);
        return HttpResponse.json({ id: Number(params.id), name: 'x' });
      }),
    );
    const api = makeClient();
    const results = await Promise.all([1, 2].map((id) => api.call('getThing', { params: { id } })));
    expect(results.map((r) => r.ok)).toEqual([true, true]);
  });
});
