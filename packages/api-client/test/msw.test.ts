import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../src/client/index.ts';
import {
  compareSpecificity,
  createMocks,
  emptyLike,
  type MockFixtures,
  manyLike,
  toMswPath,
} from '../src/msw/index.ts';
import { sampleFromSchema } from './sampler/sample.ts';
import { testEndpoints } from './testCatalogue.ts';

const fixtures: MockFixtures<typeof testEndpoints> = {
  getThing: () => ({ id: 1, name: '足場' }),
  listThings: () => [
    { id: 1, name: '足場' },
    { id: 2, name: '型枠' },
  ],
  createThing: () => ({ id: 3, name: '鉄筋' }),
  storePhoto: () => ({ received: {} }),
  syncAlbum: () => ({ id: 1 }),
  slowThing: () => ({ done: true }),
  downloadContent: () => new Blob(['jpeg'], { type: 'image/jpeg' }),
  chekUserPassword: () => '1',
  deleteThing: () => undefined,
};

const mocks = createMocks({ endpoints: testEndpoints, fixtures, baseUrl: 'http://genba.test' });
const server = setupServer(...mocks.handlers());
const api = createApiClient({ baseUrl: 'http://genba.test', endpoints: testEndpoints });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MSW handlers from the catalogue', () => {
  it('converts {id} templates to MSW paths and orders literal segments first', () => {
    expect(toMswPath('/api/talk/{id}/member')).toBe('*/api/talk/:id/member');
    expect(toMswPath('/api/x/{a}/{b}', 'http://h/')).toBe('http://h/api/x/:a/:b');
    const paths = ['/api/project/picture-folder/{id}', '/api/project/picture-folder/sort'];
    expect(paths.sort(compareSpecificity)).toEqual([
      '/api/project/picture-folder/sort',
      '/api/project/picture-folder/{id}',
    ]);
  });

  it('answers every entry with its fixture, in its response type', async () => {
    expect(await api.call('getThing', { params: { id: 9 } })).toEqual({
      ok: true,
      status: 200,
      data: { id: 1, name: '足場' },
    });
    expect(await api.call('chekUserPassword', { body: { password: 'x' } })).toEqual({
      ok: true,
      status: 200,
      data: '1',
    });
    const blob = await api.call('downloadContent', { query: { s3Path: 'a', s3Bucket: 'b' } });
    expect(blob.ok && (await blob.data.text())).toBe('jpeg');
    expect(await api.call('deleteThing', { params: { id: 1 } })).toMatchObject({ ok: true, status: 204 });
  });

  it('empty, many, data and slow produce the states stories need', async () => {
    server.use(mocks.empty('listThings'));
    expect(await api.call('listThings')).toMatchObject({ data: [] });
    server.use(mocks.many('listThings', 5));
    const many = await api.call('listThings');
    expect(many.ok && many.data.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(manyLike({ data: [{ id: 7 }], total: 1 }, 3)).toEqual({
      data: [{ id: 1 }, { id: 2 }, { id: 3 }],
      total: 3,
    });
    // A list of plain values is not rows: it stays as it was.
    expect(manyLike({ weekly_off: [0], rows: [{ id: 7 }] }, 2)).toEqual({
      weekly_off: [0],
      rows: [{ id: 1 }, { id: 2 }],
    });
    expect(emptyLike({ data: [{ id: 7 }], total: 1, meta: { rows: [1] } })).toEqual({
      data: [],
      total: 0,
      meta: { rows: [] },
    });
    server.use(mocks.data('getThing', { id: 42, name: '仮設' }));
    expect(await api.call('getThing', { params: { id: 1 } })).toMatchObject({ data: { id: 42 } });
    server.use(mocks.slow('slowThing', 200));
    expect(await api.call('slowThing')).toMatchObject({ ok: false, reason: 'Timeout' });
  });

  it('error answers in the wire shapes of errors.ts, which the client normalises', async () => {
    server.use(mocks.error('createThing', 422));
    expect(await api.call('createThing', { body: { name: 'x' } })).toMatchObject({
      status: 422,
      fieldErrors: { name1: '氏名(姓)を入力してください' },
    });
    server.use(mocks.error('listThings', 403, { detail: ['この現場に所属していません。'] }));
    expect(await api.call('listThings')).toMatchObject({
      status: 403,
      messages: ['この現場に所属していません。'],
    });
    server.use(mocks.error('listThings', 500));
    expect(await api.call('listThings')).toMatchObject({
      status: 500,
      messages: ['サーバーでエラーが発生しました。'],
    });
    expect(() => mocks.error('listThings', 403, { message: 'not a detail list' })).toThrow(/403 wire shape/);
    server.use(mocks.network('listThings'));
    expect(await api.call('listThings')).toMatchObject({ reason: 'Network Interruption' });
  });

  it('a fixture that drifts from its schema fails loudly instead of reaching the screen', async () => {
    const drifted = createMocks({
      endpoints: testEndpoints,
      fixtures: {
        ...fixtures,
        getThing: () => ({ id: 'one', name: 1 }) as unknown as { id: number; name: string },
      },
      baseUrl: 'http://genba.test',
    });
    server.use(...drifted.handlers());
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await api.call('getThing', { params: { id: 1 } });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(result).toMatchObject({ ok: false, status: 500 });
    expect(JSON.stringify(result.ok ? null : result.body)).toMatch(/does not match its response schema/);
  });

  it('override gives one story or test its own resolver, once if asked', async () => {
    server.use(
      mocks.override(
        'getThing',
        ({ params }) => HttpResponse.json({ id: Number(params.id), name: '上書き' }),
        {
          once: true,
        },
      ),
    );
    expect(await api.call('getThing', { params: { id: 5 } })).toMatchObject({
      data: { id: 5, name: '上書き' },
    });
    expect(await api.call('getThing', { params: { id: 5 } })).toMatchObject({
      data: { id: 1, name: '足場' },
    });
  });

  it('an entry without a fixture answers 501 rather than silently passing through', async () => {
    const partial = createMocks({ endpoints: testEndpoints, fixtures: {}, baseUrl: 'http://genba.test' });
    server.use(...partial.handlers());
    expect(await api.call('listThings')).toMatchObject({ ok: false, status: 501 });
    server.use(http.get('http://genba.test/api/things', () => HttpResponse.json([])));
  });
});

describe('sampleFromSchema builds valid requests', () => {
  it.each([
    [
      'object with formats',
      z.object({ email: z.email(), tel: z.string().regex(/^0\d{1,4}-\d{1,4}-\d{4}$/), n: z.number().min(5) }),
    ],
    ['optional and nullable', z.object({ a: z.string().optional(), b: z.number().nullable() })],
    ['files and arrays', z.object({ file: z.instanceof(File), ids: z.array(z.number()).min(2) })],
    ['unions and enums', z.union([z.literal('x'), z.enum(['a', 'b'])])],
    ['refinements', z.object({ p: z.string().min(6), q: z.string() }).refine((v) => v.p.length > 0)],
    [
      'records and tuples',
      z.object({ r: z.record(z.string(), z.number()), t: z.tuple([z.string(), z.number()]) }),
    ],
    ['postal code', z.string().regex(/^\d{7}$/)],
  ])('%s', (_, schema) => {
    const sample = sampleFromSchema(schema);
    expect(sample.ok).toBe(true);
    expect(sample.ok && schema.safeParse(sample.value).success).toBe(true);
  });

  it('admits when it cannot satisfy a schema', () => {
    expect(sampleFromSchema(z.string().refine(() => false)).ok).toBe(false);
  });
});
