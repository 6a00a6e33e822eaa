import type { PGlite } from '@electric-sql/pglite';
import { AUTH_ID } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRow, MemberRow } from '../../src/auth/session.ts';
import { projects } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { caseListAudience } from '../../src/routes/project/index.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * The case list's read cache is keyed by its audience (routes/project/index.ts caseListAudience), not the
 * session: the company managers' sessions of one company share an answer and its computation, and no session
 * of another visibility (a member's own projects, customer data hidden, another company) is ever given it.
 */
const onPglite = !process.env.DATABASE_URL;
const SITE = '佐々木様邸 外壁塗装';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('caseListAudience', () => {
  const company = (id: number) => ({ id }) as CompanyRow;
  const member = (id: number, authId: number) => ({ id, authId }) as MemberRow;
  const key = (m: MemberRow, c: CompanyRow) => caseListAudience(m, c).key;

  it('is one audience for the company managers of one company', () => {
    expect(key(member(1, AUTH_ID.companyManager), company(7))).toBe(
      key(member(2, AUTH_ID.companyManager), company(7)),
    );
  });

  it('is another for another company, for a member who is not a manager, and for hidden customer data', () => {
    const keys = [
      key(member(1, AUTH_ID.companyManager), company(7)),
      key(member(1, AUTH_ID.companyManager), company(8)),
      key(member(3, AUTH_ID.general), company(7)),
      key(member(4, AUTH_ID.general), company(7)),
      // The same member under a role that shows customer data (a role changes with a write of members).
      key(member(3, AUTH_ID.salesman), company(7)),
    ];
    // Roles that read the same (their own projects, customer data hidden) are one audience: equal answers.
    expect(key(member(3, AUTH_ID.cooperation), company(7))).toBe(key(member(3, AUTH_ID.general), company(7)));
    expect(new Set(keys).size).toBe(keys.length);
    expect(caseListAudience(member(3, AUTH_ID.general), company(7))).toMatchObject({
      participantId: 3,
      showCustomer: false,
    });
    expect(caseListAudience(member(1, AUTH_ID.companyManager), company(7))).toMatchObject({
      participantId: null,
      showCustomer: true,
    });
  });
});

describe.runIf(onPglite)('the case list read cache per audience', () => {
  /** A write behind drizzle's back: no statement is counted, so whatever answer was cached stays served. */
  const renameUncounted = async (name: string, from: string) => {
    const client = (server.database.db as unknown as { $client: PGlite }).$client;
    await client.query('update projects set case_name = $1 where case_name = $2', [name, from]);
  };
  const names = async (client: Awaited<ReturnType<typeof loginAsDemo>>) => {
    const res = await client.api('getCaseList', { query: { sort: 'case_name', order: 'asc' } });
    expect(res.status).toBe(200);
    return res.data.data;
  };

  it('shares one answer between two manager sessions, and never gives it to a general member or a partner', async () => {
    // Logging in writes sessions (a counted write): every login first, then the reads.
    const first = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const second = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const general = await loginAsDemo(server, 'ippan@example.com');
    await server.database.db.update(projects).set({ caseName: SITE }).where(eq(projects.caseName, SITE));

    const managers = await names(first);
    expect(managers.map((r) => r.case_name)).toContain(SITE);
    expect(managers.some((r) => r.customer_name !== null)).toBe(true);
    await renameUncounted('共有確認の改名', SITE);

    // The other manager session is given the answer computed for the first (its session never asked before).
    expect((await names(second)).map((r) => r.case_name)).toEqual(managers.map((r) => r.case_name));
    // The general member's answer is computed for them: their one project, renamed, without customer data.
    const own = await names(general);
    expect(own.map((r) => r.case_name)).toEqual(['共有確認の改名']);
    expect(own.every((r) => r.customer_name === null && r.building_name === null)).toBe(true);
    await server.database.db
      .update(projects)
      .set({ caseName: SITE })
      .where(eq(projects.caseName, '共有確認の改名'));
  });
});
