import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { MAX_ROW_ID, TENANCY_MESSAGES } from '../../src/http/tenancy.ts';
import { createClient, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const HEADERS = {
  'X-Operation-Member': TENANCY_MESSAGES.member,
  'X-Operation-Company': TENANCY_MESSAGES.company,
  'X-Operation-Field': TENANCY_MESSAGES.field,
} as const;

// Beyond PostgreSQL's integer: before the fix the company and field checks sent them to the database (500).
const OUT_OF_RANGE = [String(MAX_ROW_ID + 1), '99999999999999999999', '1e3', '-1', '0x10', '1.5'];

describe('X-Operation-* ids outside the integer range (issue 8: no reachable 500)', () => {
  const login = async () => {
    const client = createClient(server);
    const { companyManager } = DEMO_LOGINS;
    expect((await client.loginEmail(companyManager.email, companyManager.password)).status).toBe(200);
    return client;
  };

  for (const [header, message] of Object.entries(HEADERS)) {
    for (const value of OUT_OF_RANGE) {
      it(`refuses ${header}: ${value} with 403 in the spec's shape`, async () => {
        const client = await login();
        const res = await client.api('getProjectList', { headers: { [header]: value } });
        expect(res.status).toBe(403);
        expect(res.error).toEqual({ detail: [message] });
      });
    }

    it(`refuses ${header} naming the largest integer id, which nobody owns, with 403`, async () => {
      const client = await login();
      const res = await client.api('getProjectList', { headers: { [header]: String(MAX_ROW_ID) } });
      expect(res.status).toBe(403);
      expect(res.error).toEqual({ detail: [message] });
    });
  }

  it('still treats the placeholders the client sends before it knows an id as absent', async () => {
    const client = await login();
    for (const value of ['', '0', 'null', 'undefined']) {
      const res = await client.api('getProjectList', {
        headers: { 'X-Operation-Member': value, 'X-Operation-Company': value, 'X-Operation-Field': value },
      });
      expect(res.status).toBe(200);
    }
  });
});
