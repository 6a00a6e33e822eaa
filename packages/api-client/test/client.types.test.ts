import { describe, expectTypeOf, it } from 'vitest';
import { type ApiResult, createApiClient } from '../src/client/index.ts';
import { testEndpoints } from './testCatalogue.ts';

const api = createApiClient({ baseUrl: '', endpoints: testEndpoints });

describe('call types follow the catalogue', () => {
  it('types the result from the response schema', () => {
    expectTypeOf(api.call('getThing', { params: { id: 1 } })).resolves.toEqualTypeOf<
      ApiResult<{ id: number; name: string }>
    >();
    expectTypeOf(api.call('listThings')).resolves.toEqualTypeOf<ApiResult<{ id: number; name: string }[]>>();
  });

  it('requires what the schemas require and rejects what the entry does not take', () => {
    // Deferred so nothing is sent: only the compiler looks at these lines.
    const calls = () => [
      // @ts-expect-error params are required
      api.call('getThing'),
      // @ts-expect-error id must be a number
      api.call('getThing', { params: { id: 'x' } }),
      // @ts-expect-error listThings takes no body
      api.call('listThings', { body: { a: 1 } }),
      // @ts-expect-error unknown endpoint
      api.call('nope'),
      api.call('createThing', { body: { name: '足場' } }),
    ];
    expectTypeOf(calls).toBeFunction();
  });
});

describe('call types over the real catalogue', () => {
  const real = createApiClient({ baseUrl: '' });

  it('infers requests and responses from the entries', () => {
    const calls = () => [
      real.call('login_pc', { body: { email: 'genba@example.com', password: 'secret1' } }),
      // @ts-expect-error the body is required
      real.call('login_pc'),
    ];
    expectTypeOf(calls).toBeFunction();
    type LoginResult = Awaited<ReturnType<typeof real.call<'login_pc'>>>;
    expectTypeOf<Extract<LoginResult, { ok: true }>['data']['status']>().toEqualTypeOf<200>();
  });
});
