import { and, eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { companies, customers, members, projectMembers, projects } from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { cachedCaseTotal, caseListGeneration } from '../../src/routes/project/caseTotals.ts';
import { type CaseListFilter, listCases } from '../../src/routes/project/queries.ts';
import { openSeededTestDatabase } from '../helpers/database.ts';

/**
 * Case-list totals are remembered until a write that may change them, with no age (routes/project/caseTotals.ts):
 * on PGlite by the process's write counter, on PostgreSQL by the company's generation, which statement triggers
 * bump in the writing transaction (migration 0037_casegenerations), so a write of another server counts too.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let database: Database;
let companyId: number;
let otherCompanyId: number;
let memberId: number;

beforeAll(async () => {
  database = await openSeededTestDatabase();
  const { db } = database;
  const [company] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  const [other] = await db.select().from(companies).where(ne(companies.name, DEMO_COMPANY_NAME)).limit(1);
  if (!company || !other) throw new Error('the seed has no two companies');
  companyId = company.id;
  otherCompanyId = other.id;
  const [member] = await db.select().from(members).where(eq(members.companyId, companyId)).limit(1);
  if (!member) throw new Error('the seed company has no member');
  memberId = member.id;
});
afterAll(async () => {
  await database.close();
});

const counter = () => {
  let calls = 0;
  return {
    count: async () => ++calls,
    get calls() {
      return calls;
    },
  };
};

const newProject = async (company: number, name: string) => {
  const [row] = await database.db
    .insert(projects)
    .values({ companyId: company, caseName: name, caseNameKana: '' })
    .returning({ id: projects.id });
  if (!row) throw new Error('no project');
  return row.id;
};

describe('case_list_generations (the triggers)', () => {
  it("bumps the company's generation on every write of its projects, their members and its customers, and no other's", async () => {
    const { db } = database;
    const generations = async () => [
      await caseListGeneration(db, companyId),
      await caseListGeneration(db, otherCompanyId),
    ];
    let [mine = 0, theirs = 0] = await generations();
    const expectBumped = async (what: string) => {
      const [nowMine = 0, nowTheirs = 0] = await generations();
      expect(nowMine, what).toBeGreaterThan(mine);
      expect(nowTheirs, what).toBe(theirs);
      mine = nowMine;
      theirs = nowTheirs;
    };
    const projectId = await newProject(companyId, '世代 確認');
    await expectBumped('insert a project');
    await db.update(projects).set({ memo: '更新' }).where(eq(projects.id, projectId));
    await expectBumped('update a project');
    await db.insert(projectMembers).values({ projectId, memberId, roomRole: 0 });
    await expectBumped('add a member');
    await db.update(projectMembers).set({ roomRole: 1 }).where(eq(projectMembers.projectId, projectId));
    await expectBumped('change a member');
    await db.delete(projectMembers).where(eq(projectMembers.projectId, projectId));
    await expectBumped('remove a member');
    const [customer] = await db
      .insert(customers)
      .values({ companyId, clientName: '世代顧客' })
      .returning({ id: customers.id });
    await expectBumped('insert a customer');
    await db
      .update(customers)
      .set({ clientName: '世代顧客2' })
      .where(eq(customers.id, customer?.id ?? 0));
    await expectBumped('rename a customer');
    await db.delete(customers).where(eq(customers.id, customer?.id ?? 0));
    await expectBumped('delete a customer');
    await db.insert(projectMembers).values({ projectId, memberId, roomRole: 0 });
    await expectBumped('add a member again');
    // The members go with the project (a cascade): the project's own trigger bumps its company.
    await db.delete(projects).where(eq(projects.id, projectId));
    await expectBumped('delete a project with its members');
    // A read bumps nothing.
    await db.select().from(projects).where(eq(projects.companyId, companyId));
    expect(await generations()).toEqual([mine, theirs]);
  });

  it('bumps once for a statement of many rows', async () => {
    const { db } = database;
    const before = await caseListGeneration(db, companyId);
    await db.execute(
      sql`insert into projects (company_id, case_name, case_name_kana) select ${companyId}, '一括 ' || g, '' from generate_series(1, 200) g`,
    );
    expect(await caseListGeneration(db, companyId)).toBe(before + 1);
    await db.execute(sql`delete from projects where company_id = ${companyId} and case_name like '一括 %'`);
    expect(await caseListGeneration(db, companyId)).toBe(before + 2);
  });
});

describe('case-list totals', () => {
  it('keep a total at any age while nothing was written, and count again after a write of the company', async () => {
    const { db } = database;
    let now = 0;
    const clock = () => now;
    const c = counter();
    const key = `age ${Math.random()}`;
    expect(await cachedCaseTotal(db, companyId, key, c.count, clock)).toBe(1);
    // A status that comes back after minutes (bench:projects' filter changes: 32.5 s) is not counted again.
    now = 60 * 60 * 1000;
    expect(await cachedCaseTotal(db, companyId, key, c.count, clock)).toBe(1);
    await newProject(companyId, '合計 世代');
    expect(await cachedCaseTotal(db, companyId, key, c.count, clock)).toBe(2);
    expect(await cachedCaseTotal(db, companyId, key, c.count, clock)).toBe(2);
  });

  it.runIf(onPostgres)("on PostgreSQL, keep a company's totals through another company's write", async () => {
    const c = counter();
    const key = `other ${Math.random()}`;
    expect(await cachedCaseTotal(database.db, companyId, key, c.count)).toBe(1);
    await newProject(otherCompanyId, '他社 案件');
    expect(await cachedCaseTotal(database.db, companyId, key, c.count)).toBe(1);
  });

  it.runIf(onPostgres)(
    'on PostgreSQL, count a project that another server wrote at once (no write of this process)',
    async () => {
      const { db } = database;
      const filter: CaseListFilter = {
        companyId,
        participantId: null,
        status: 99,
        keyword: '別サーバー',
        searchCustomer: true,
        sort: 'updated_at',
        order: 'desc',
        page: 1,
      };
      expect((await listCases(db, filter)).total).toBe(0);
      expect((await listCases(db, filter)).total).toBe(0);
      // Another server: its own connection to the same database, unseen by this process.
      const pool = (db as unknown as { $client: pg.Pool }).$client;
      const other = new pg.Client({
        connectionString: (pool.options as { connectionString: string }).connectionString,
      });
      await other.connect();
      try {
        await other.query(
          `insert into projects (company_id, case_name, case_name_kana) values ($1, '別サーバー 案件', '')`,
          [companyId],
        );
        expect((await listCases(db, filter)).total).toBe(1);
        await other.query(`update projects set case_name = '改名' where case_name = '別サーバー 案件'`);
        expect((await listCases(db, filter)).total).toBe(0);
      } finally {
        await other.end();
      }
      const rows = await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.companyId, companyId), eq(projects.caseName, '改名')));
      expect(rows).toHaveLength(1);
    },
  );
});
