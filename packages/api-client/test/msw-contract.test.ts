import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../src/catalogue/define.ts';
import { type EndpointName, endpoints } from '../src/catalogue/index.ts';
import {
  createApiClient,
  decodeMultipart,
  decodeQuery,
  encodeMultipart,
  encodeQuery,
} from '../src/client/index.ts';
import { checkResponse, createHandlers, emptyLike, manyLike, mock } from '../src/msw/index.ts';
import { sampleRequest } from './sampler/sample.ts';

/**
 * The MSW half of issue 4's contract test: every catalogue entry has a
 * handler whose default response parses with the entry's response schema,
 * and a valid request sent through the real client succeeds against it. The
 * server suite checks the same entries against the real server, so mocks and
 * server cannot drift apart.
 */

const BASE = 'http://genba.test';
const names = Object.keys(endpoints) as EndpointName[];
const passed = new Set<string>();
const server = setupServer(...createHandlers({ baseUrl: BASE }));
const api = createApiClient({
  baseUrl: BASE,
  context: () => ({ memberId: 1, companyId: 1, fieldId: 1 }),
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => {
  server.close();
  const missing = names.filter((name) => !passed.has(name));
  console.log(`MSW handlers: ${passed.size}/${names.length} entries`);
  if (missing.length > 0) console.log(`Not passing yet: ${missing.join(', ')}`);
});

describe('MSW contract: every catalogue entry', () => {
  it('has exactly one handler', () => {
    expect(createHandlers().length).toBe(names.length);
  });

  it('has no two entries on the same method and path (one would shadow the other)', () => {
    const routes = names.map(
      (name) => `${endpoints[name].method} ${endpoints[name].path.replace(/\{\w+\}/g, '{}')}`,
    );
    const duplicates = routes.filter((route, index) => routes.indexOf(route) !== index);
    expect(duplicates).toEqual([]);
  });

  it('the empty and many states of every fixture still parse with its schema (stories rely on them)', () => {
    const broken: string[] = [];
    for (const name of names) {
      const entry: EndpointDef = endpoints[name];
      if (!mock.has(name)) continue;
      for (const [state, vary] of [
        ['empty', emptyLike],
        ['many', (value: unknown) => manyLike(value, 25)],
      ] as const) {
        try {
          checkResponse(name, entry, vary(mock.fixture(name)));
        } catch (error) {
          broken.push(`${state} ${name}: ${String(error).slice(0, 200)}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  for (const name of names) {
    it(name, async () => {
      const entry: EndpointDef = endpoints[name];
      expect(mock.has(name), `no fixture for ${name}`).toBe(true);
      expect(() => checkResponse(name, entry, mock.fixture(name))).not.toThrow();
      const call = api.call as (n: string, r: unknown) => ReturnType<typeof api.call>;
      const request = sampleRequest(name, entry);
      expect(
        request,
        'no valid request could be built: add one to test/sampler/requestExamples.ts',
      ).not.toBeNull();
      const result = await call(name, request);
      expect(result.ok ? 'ok' : result).toBe('ok');
      passed.add(name);
    });
  }
});

/**
 * Query strings and multipart bodies lose types on the wire (everything is a
 * string). The server decodes them and parses with the same schema, so what
 * the client encodes must parse again after decoding.
 */
describe('wire round trip: what the client encodes, the server can parse', () => {
  const wireEntries = names.filter((name) => {
    const entry: EndpointDef = endpoints[name];
    return entry.query !== undefined || (entry.body !== undefined && entry.bodyType === 'multipart');
  });
  const roundTrips = new Set<string>();
  afterAll(() =>
    console.log(`Wire round trip: ${roundTrips.size}/${wireEntries.length} query or multipart entries`),
  );

  it.each(wireEntries)('%s', (name) => {
    const entry: EndpointDef = endpoints[name];
    const request = sampleRequest(name, entry, { fill: 'all' });
    expect(request).not.toBeNull();
    if (entry.query) {
      const sent = entry.query.parse(request?.query);
      const decoded = decodeQuery(new URLSearchParams(encodeQuery(sent)));
      const parsed = entry.query.safeParse(decoded);
      expect(parsed.success ? 'ok' : { decoded, issues: parsed.error.issues }).toBe('ok');
    }
    if (entry.body && entry.bodyType === 'multipart') {
      const sent = entry.body.parse(request?.body);
      const decoded = decodeMultipart(encodeMultipart(sent));
      const parsed = entry.body.safeParse(decoded);
      expect(parsed.success ? 'ok' : { decoded, issues: parsed.error.issues }).toBe('ok');
    }
    roundTrips.add(name);
  });
});
