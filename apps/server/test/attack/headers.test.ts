import { endpoints } from '@genba/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { createBrowser } from './client.ts';
import { type AttackServer, startAttackServer } from './server.ts';

let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer();
});
afterAll(async () => {
  await server.close();
});

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );

const expectSecurityHeaders = (headers: Headers, what: string) => {
  const csp = directives(headers.get('content-security-policy') ?? '');
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('img-src'), what).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('same-origin');
  expect(headers.get('permissions-policy'), what).toContain('microphone=()');
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  // Not over http://127.0.0.1 in test mode: HSTS is for production only.
  expect(headers.get('strict-transport-security'), what).toBeNull();
};

describe('security headers on every response', () => {
  it('sets them on successes, refusals, errors and unknown paths', async () => {
    const browser = createBrowser(server.baseUrl);
    const answers = {
      login: await browser.login(DEMO_LOGINS.companyManager.email, DEMO_LOGINS.companyManager.password),
      read: await browser.api('getProjectList'),
      validation: await browser.json('POST', endpoints.login_pc.path, {}),
      unauthenticated: await createBrowser(server.baseUrl).api('init_data_sp'),
      csrf: await browser.json('POST', endpoints.login_pc.path, {}, { origin: 'https://evil.example' }),
      unknownApi: await browser.send('GET', '/api/no/such/call'),
      webApp: await browser.send('GET', '/talk'),
      tooLong: await browser.send('GET', `/api/user/init_data_sp?x=${'a'.repeat(9000)}`),
    };
    for (const [what, answer] of Object.entries(answers)) expectSecurityHeaders(answer.headers, what);
    expect(answers.read.status).toBe(200);
  });
});
