import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../src/catalogue/define.ts';
import { type EndpointName, endpoints } from '../src/catalogue/index.ts';
import { createApiClient } from '../src/client/index.ts';
import { checkResponse, createHandlers, mock, sampleFromSchema } from '../src/msw/index.ts';
import { REQUEST_EXAMPLES } from './requestExamples.ts';

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

/** A valid request for an entry, built from its own schemas. */
const sampleRequest = (name: string, entry: EndpointDef) => {
  const example = REQUEST_EXAMPLES[name];
  if (example) return example;
  const request: { params?: unknown; query?: unknown; body?: unknown } = {};
  const placeholders = [...entry.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = entry[part];
    if (!schema) continue;
    const sample = sampleFromSchema(schema);
    if (!sample.ok) throw new Error(`cannot build a valid ${part} for this entry's schema`);
    request[part] = sample.value;
  }
  if (!entry.params && placeholders.length > 0)
    request.params = Object.fromEntries(placeholders.map((p) => [p, 1]));
  return request;
};

describe('MSW contract: every catalogue entry', () => {
  it('has exactly one handler', () => {
    expect(createHandlers().length).toBe(names.length);
  });

  for (const name of names) {
    it(name, async () => {
      const entry: EndpointDef = endpoints[name];
      expect(mock.has(name), `no fixture for ${name}`).toBe(true);
      expect(() => checkResponse(name, entry, mock.fixture(name))).not.toThrow();
      const call = api.call as (n: string, r: unknown) => ReturnType<typeof api.call>;
      const result = await call(name, sampleRequest(name, entry));
      expect(result.ok ? 'ok' : result).toBe('ok');
      passed.add(name);
    });
  }
});
