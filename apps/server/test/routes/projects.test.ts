import {
  CASE_LIST_MESSAGE,
  DEFAULT_CASE_COLUMNS,
  MEMBER_TYPE,
  PROJECT_FORM_MESSAGE,
  ROOM_ROLE,
  roomRoleOf,
  TEAM_MESSAGE,
} from '@genba/validators';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../src/db/client.ts';
import {
  chatRooms,
  companies,
  members,
  offices,
  projectMembers,
  projects,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS, DEMO_PARTNER_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { FEATURE_MESSAGE } from '../../src/routes/project/access.ts';
import { type CaseListFilter, caseCount, listCases } from '../../src/routes/project/queries.ts';
import { likePattern } from '../../src/routes/talk/queries.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
let fukuokaOfficeId: number;
let kimuraOfficeId: number;
let yamadaId: number;
/** A company's whole case list (the demo company's unless overridden: every status, customers searched, newest first). */
const demoCaseFilter = (overrides: Partial<CaseListFilter> = {}): CaseListFilter => ({
  companyId: yamadaId,
  participantId: null,
  status: 99,
  searchCustomer: true,
  sort: 'updated_at',
  order: 'desc',
  page: 1,
  ...overrides,
});
beforeAll(async () => {
  server = await startTestServer();
  for (const email of [DEMO_LOGINS.partner.email, 'muryo@example.com']) await agreeToTerms(server, email);
  const db = server.database.db;
  const [yamada] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  yamadaId = yamada?.id ?? 0;
  const [kimura] = await db.select().from(companies).where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
  const [fukuoka] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.companyId, yamada?.id ?? 0), eq(offices.name, '福岡支店')));
  const [kimuraHead] = await db
    .select()
    .from(offices)
    .where(eq(offices.companyId, kimura?.id ?? 0));
  if (!fukuoka || !kimuraHead) throw new Error('seed offices missing');
  fukuokaOfficeId = fukuoka.id;
  kimuraOfficeId = kimuraHead.id;
});
afterAll(async () => {
  await server.close();
});

type Queryable = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };
const manager = () => loginAsDemo(server, DEMO_LOGINS.companyManager.email);
const formdata = (extra: Record<string, unknown> = {}) => ({
  case_name: '試験 案件',
  case_status: 2,
  office_id: fukuokaOfficeId,
  ...extra,
});

describe('case list', () => {
  it('pages the company manager’s projects by 30 with the total, seeded across every status', async () => {
    const client = await manager();
    const res = await client.api('getCaseList', { query: {} });
    expect(res.status).toBe(200);
    expect(res.data.per_page).toBe(30);
    expect(res.data.data).toHaveLength(30);
    expect(res.data.total).toBeGreaterThanOrEqual(66);
    const second = await client.api('getCaseList', { query: { page: '3' } });
    expect(second.data.data.length).toBe(res.data.total - 60);
    const statuses = new Set<number>();
    for (let s = 0; s <= 9; s++) {
      const one = await client.api('getCaseList', { query: { status: String(s) } });
      expect(one.data.data.every((r) => r.case_status === s)).toBe(true);
      if (one.data.total > 0) statuses.add(s);
    }
    expect(statuses.size).toBe(10);
    // 99 (all) and 999 (edit) filter nothing.
    for (const s of ['99', '999'])
      expect((await client.api('getCaseList', { query: { status: s } })).data.total).toBe(res.data.total);
  });

  it('sorts on the server by any column, both ways', async () => {
    const client = await manager();
    const asc = await client.api('getCaseList', { query: { sort: 'case_name', order: 'asc' } });
    const names = asc.data.data.map((r) => r.case_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byStart = await client.api('getCaseList', {
      query: { sort: 'construction_start_date', order: 'desc' },
    });
    const starts = byStart.data.data.map((r) => r.construction_start_date).filter((d) => d !== null);
    expect(starts).toEqual([...starts].sort().reverse());
    const byCustomer = await client.api('getCaseList', { query: { sort: 'customer_name', order: 'asc' } });
    expect(byCustomer.status).toBe(200);
  });

  it('sorts by customer name through its copy on projects, kept in step on create, rename and delete', async () => {
    const client = await manager();
    const customer = await client.api('createCustomer', {
      body: { clientName: 'ああ並び順の顧客', type: 'person' },
    });
    const customerId = customer.data.data.id;
    const created = await client.api('createProject', {
      body: { formdata: formdata({ case_name: '顧客名順 案件', customer_id: customerId }) },
    });
    const projectId = created.data.data.id;
    const firstByCustomer = async () =>
      (await client.api('getCaseList', { query: { sort: 'customer_name', order: 'asc' } })).data.data[0];
    expect(await firstByCustomer()).toMatchObject({ id: projectId, customer_name: 'ああ並び順の顧客' });
    // A rename moves the project in the order at once (same transaction as the rename).
    await client.api('updateCustomer', {
      params: { id: customerId },
      body: { clientName: '龠 改名後の顧客', type: 'person' },
    });
    expect((await firstByCustomer())?.id).not.toBe(projectId);
    const stored = async () =>
      (await server.database.db.select().from(projects).where(eq(projects.id, projectId)))[0];
    expect((await stored())?.customerName).toBe('龠 改名後の顧客');
    // Deleting the customer clears the copy with the link; editing the project without one keeps it clear.
    await client.api('deleteCustomer', { params: { id: customerId } });
    expect(await stored()).toMatchObject({ customerId: null, customerName: null });
    await client.api('deleteProject', { params: { id: projectId } });
  });

  it('filters by free text over name and customer, by a date range and by team', async () => {
    const client = await manager();
    const hakata = await client.api('getCaseList', { query: { keyword: '博多駅前' } });
    expect(hakata.data.data.map((r) => r.case_name)).toContain('博多駅前ビル 外装改修工事');
    const byCustomer = await client.api('getCaseList', { query: { keyword: '田中 一郎' } });
    expect(byCustomer.data.total).toBeGreaterThan(0);
    expect(byCustomer.data.data.every((r) => r.customer_name === '田中 一郎')).toBe(true);
    const range = await client.api('getCaseList', {
      query: { date_column: 'construction_start_date', date_from: '2026-05-01', date_to: '2026-05-31' },
    });
    expect(range.data.total).toBeGreaterThan(0);
    for (const r of range.data.data) {
      expect(r.construction_start_date && r.construction_start_date >= '2026-05-01').toBeTruthy();
      expect(r.construction_start_date && r.construction_start_date <= '2026-05-31').toBeTruthy();
    }
    const team = await client.api('getCaseList', { query: { team: '設備班' } });
    expect(team.data.data.every((r) => r.team_names.includes('設備班'))).toBe(true);
    const wildcard = await client.api('getCaseList', { query: { keyword: '%' } });
    expect(wildcard.data.total).toBe(0);
  });

  it('finds free text across the customer’s address lines, and not through customers for roles they are hidden from', async () => {
    const client = await manager();
    // '博多区' is the first customer's address1 and '1丁目2-3' its address2: only the joined address matches.
    const byAddress = await client.api('getCaseList', { query: { keyword: '博多区1丁目2-3' } });
    expect(byAddress.data.total).toBeGreaterThan(0);
    for (const r of byAddress.data.data)
      expect(`${r.customer_address ?? ''} ${r.address ?? ''}`).toContain('博多区1丁目2-3');
    const general = await loginAsDemo(server, 'ippan@example.com');
    const hidden = await general.api('getCaseList', { query: { keyword: '博多区1丁目2-3' } });
    expect(hidden.data.data.filter((r) => !(r.address ?? '').includes('博多区1丁目2-3'))).toEqual([]);
  });

  it('continues a page from the previous page’s last project (keyset) exactly as the page number does', async () => {
    const client = await manager();
    const sorts: [Record<string, string>, boolean][] = [
      [{}, true],
      [{ sort: 'case_name', order: 'asc' }, true],
      [{ sort: 'case_status', order: 'desc' }, true],
      [{ sort: 'created_at', order: 'asc' }, true],
      // A nullable column pages by the number even with after_id.
      [{ sort: 'construction_start_date', order: 'desc' }, false],
    ];
    for (const [sort, keyset] of sorts) {
      const ids = async (query: Record<string, string>) =>
        (await client.api('getCaseList', { query: { ...sort, ...query } })).data.data.map((r) => r.id);
      const first = await ids({});
      const second = await ids({ page: '2' });
      expect(second.length).toBeGreaterThan(0);
      expect(await ids({ page: '2', after_id: String(first.at(-1)) })).toEqual(second);
      expect(await ids({ page: '3', after_id: String(second.at(-1)) })).toEqual(await ids({ page: '3' }));
      // The keyset, not the number, picks the rows: page 1 after the first page's last row is the second page.
      expect(await ids({ after_id: String(first.at(-1)) })).toEqual(keyset ? second : first);
    }
    // Another company's project is no keyset: the page number decides.
    const [foreign] = await server.database.db
      .select({ id: projects.id })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
    const byNumber = await client.api('getCaseList', { query: { page: '2' } });
    const withForeign = await client.api('getCaseList', {
      query: { page: '2', after_id: String(foreign?.id) },
    });
    expect(withForeign.data).toEqual(byNumber.data);
  });

  it('sorts a keyword’s few matches exactly as the sort index walks them, and skips the scan when none match', async () => {
    const db = server.database.db;
    const base = demoCaseFilter();
    const ids = async (f: CaseListFilter, upTo: number) => {
      const { rows, total } = await listCases(db, f, upTo);
      return { ids: rows.map((r) => r.project.id), total };
    };
    // Nullable, joined and keyset sorts, both ways, pages 1 and 2 and a keyset page: the keyword 工事 matches
    // most of the seed (more than a page), ア its kana, 福岡 names, addresses and customers.
    const sorts: Partial<CaseListFilter>[] = [
      {},
      { sort: 'case_name', order: 'asc' },
      { sort: 'construction_start_date', order: 'desc' },
      { sort: 'construction_start_date', order: 'asc' },
      { sort: 'customer_address', order: 'asc' },
      { sort: 'building_name', order: 'desc' },
      { sort: 'memo', order: 'asc' },
    ];
    for (const keyword of ['工事', 'ア', '福岡'])
      for (const sort of sorts)
        for (const page of [1, 2]) {
          const f = { ...base, ...sort, keyword, page };
          const walked = await ids(f, -1);
          expect(await ids(f, Number.POSITIVE_INFINITY), JSON.stringify(f)).toEqual(walked);
          const last = walked.ids.at(-1);
          if (page === 1 && last !== undefined) {
            const next = { ...f, page: 2, afterId: last };
            expect(await ids(next, Number.POSITIVE_INFINITY)).toEqual(await ids(next, -1));
          }
        }
    const page = await ids({ ...base, ...sorts[0], keyword: '工事', page: 1 }, -1);
    expect(page.total).toBeGreaterThan(30);
    expect(await ids({ ...base, keyword: '該当なし案件' }, Number.POSITIVE_INFINITY)).toEqual({
      ids: [],
      total: 0,
    });
  });

  it('computes a page sorted by a project column in one statement once its total is remembered, in the walk’s order', async () => {
    const db = server.database.db;
    const filter = demoCaseFilter({ sort: 'case_name', order: 'asc' });
    // Both drivers send every statement through their client's query (PGlite, pg's pool).
    const client = (db as unknown as { $client: Queryable }).$client;
    const statements = async (run: () => Promise<unknown>) => {
      const query = client.query;
      let sent = 0;
      client.query = (...args) => {
        sent += 1;
        return query.apply(client, args);
      };
      try {
        await run();
      } finally {
        client.query = query;
      }
      return sent;
    };
    const first = await listCases(db, filter);
    // PostgreSQL reads the company's case-list generation first (caseTotals.ts); PGlite counts writes itself.
    const generationRead = process.env.DATABASE_URL ? 1 : 0;
    expect(await statements(() => listCases(db, filter))).toBe(generationRead + 1);
    const ordered = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.companyId, filter.companyId))
      .orderBy(asc(projects.caseName), asc(projects.id))
      .limit(30);
    expect(first.rows.map((r) => r.project.id)).toEqual(ordered.map((r) => r.id));
    expect(first.rows[0]?.officeName).toBeDefined();
  });

  it('finds a keyword of one or two characters through the grams’ indexes exactly as a sequential scan does, kept by the writes', async () => {
    const client = await manager();
    const db = server.database.db;
    const companyId = yamadaId;
    // Mixed-case ASCII (ILIKE folds it) and a customer address whose 'xy' spans two of its lines.
    const customer = await client.api('createCustomer', {
      body: { clientName: 'Qx 短語の顧客', type: 'person', address1: '福岡市X', address2: 'y1' },
    });
    const customerId = customer.data.data.id;
    const created = await client.api('createProject', {
      body: { formdata: formdata({ case_name: '短語 aB案件', customer_id: customerId }) },
    });
    const projectId = created.data.data.id;
    const base = demoCaseFilter();
    /** The pre-gram filter (ILIKE alone) under a sequential scan: every project of the company read. */
    const scanned = (keyword: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_indexscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const pattern = likePattern(keyword);
        const rows = await queryRows<{ id: number }>(
          tx as unknown as Db,
          sql`
          select p.id from projects p left join customers c on c.id = p.customer_id
          where p.company_id = ${companyId} and (p.case_name ilike ${pattern} or p.case_name_kana ilike ${pattern}
            or p.address ilike ${pattern} or c.client_name ilike ${pattern}
            or (coalesce(c.address1, '') || coalesce(c.address2, '') || coalesce(c.address3, '')) ilike ${pattern})
          order by p.updated_at desc, p.id desc`,
        );
        return rows.map((r) => Number(r.id));
      });
    const same = async (keyword: string) => {
      const all = await scanned(keyword);
      for (const upTo of [-1, Number.POSITIVE_INFINITY]) {
        const { rows, total } = await listCases(db, { ...base, keyword }, upTo);
        expect({ keyword, upTo, total, ids: rows.map((r) => r.project.id) }).toEqual({
          keyword,
          upTo,
          total: all.length,
          ids: all.slice(0, 30),
        });
      }
      return all;
    };
    // 客福 spans the customer's name and address: two texts, so neither ILIKE nor a gram finds it.
    for (const keyword of ['工', '工事', 'ア', '福岡', '1', '%', '_', '存在', '鬱', '客福'])
      await same(keyword);
    expect(await same('ab')).toContain(projectId);
    expect(await same('AB')).toContain(projectId);
    expect(await same('xy')).toContain(projectId);
    expect(await same('qx')).toContain(projectId);
    // The writes keep the grams: a renamed project, a renamed customer.
    await client.api('updateProject', {
      params: { id: projectId },
      body: { formdata: formdata({ case_name: '短語 cD案件', customer_id: customerId }) },
    });
    expect(await same('ab')).not.toContain(projectId);
    expect(await same('Cd')).toContain(projectId);
    await client.api('updateCustomer', {
      params: { id: customerId },
      body: { clientName: 'Zw 短語の顧客', type: 'person', address1: '福岡市X', address2: 'y1' },
    });
    expect(await same('qx')).not.toContain(projectId);
    expect(await same('zW')).toContain(projectId);
    await client.api('deleteProject', { params: { id: projectId } });
    await client.api('deleteCustomer', { params: { id: customerId } });
  });

  it('counts a keyword of one or two characters from the grams’ indexes, not by reading every project', async () => {
    const db = server.database.db;
    // A company of its own with 5,000 projects and 500 customers (the other tests count the demo's).
    const [company] = await queryRows<{ id: number }>(
      db,
      sql`insert into companies (type, name) values (1, '短語計画の会社') returning id`,
    );
    const companyId = company?.id ?? 0;
    await db.execute(sql`
      with new_customers as (
        insert into customers (company_id, client_name, address1)
        select ${companyId}, '計画顧客' || g, '福岡市' || g from generate_series(1, 500) g returning id
      ), ids as (select array_agg(id) as ids from new_customers)
      insert into projects (company_id, case_name, case_name_kana, address, customer_id)
      select ${companyId}, '計画案件 ' || g, 'ケイカク' || g, '福岡県' || g, ids.ids[1 + g % 500]
      from ids, generate_series(1, 5000) g`);
    await db.execute(sql`analyze projects`);
    await db.execute(sql`analyze customers`);
    const filter = demoCaseFilter({ companyId });
    const plan = async (keyword: string) => {
      const count = caseCount(db, { ...filter, keyword }).toSQL();
      // PGlite and pg's pool both answer query(text, params) with { rows }.
      const client = (db as unknown as { $client: Queryable }).$client;
      const { rows } = await client.query(`explain ${count.sql}`, count.params);
      return (rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
    };
    for (const keyword of ['存在', '鬱', 'Qz']) {
      const explained = await plan(keyword);
      expect(explained, keyword).toContain('projects_case_grams_idx');
      expect(explained, keyword).toContain('customers_case_grams_idx');
      expect(explained, keyword).not.toMatch(/Seq Scan on projects|projects_company_\w+_idx/);
    }
    expect((await listCases(db, { ...filter, keyword: '計画' })).total).toBe(5000);
    expect((await listCases(db, { ...filter, keyword: '存在' })).total).toBe(0);
    await db.execute(sql`delete from projects where company_id = ${companyId}`);
    await db.execute(sql`delete from customers where company_id = ${companyId}`);
    await db.execute(sql`delete from companies where id = ${companyId}`);
  });

  it('counts a new, a renamed and a deleted project at once, although totals are remembered per filter', async () => {
    const client = await manager();
    const total = async (query: Record<string, string>) =>
      (await client.api('getCaseList', { query })).data.total;
    const everything = await total({});
    expect(await total({ keyword: '合計確認' })).toBe(0);
    const created = await client.api('createProject', {
      body: { formdata: formdata({ case_name: '合計確認 案件' }) },
    });
    const id = created.data.data.id;
    expect(await total({ keyword: '合計確認' })).toBe(1);
    expect(await total({})).toBe(everything + 1);
    await client.api('updateProject', {
      params: { id },
      body: { formdata: formdata({ case_name: '改名済み' }) },
    });
    expect(await total({ keyword: '合計確認' })).toBe(0);
    await client.api('deleteProject', { params: { id } });
    expect(await total({})).toBe(everything);
  });

  it('answers bad filters with Japanese 422s, never 500', async () => {
    const client = await manager();
    const res = await client.api('getCaseList', {
      query: { status: '50', sort: 'password', page: '0', after_id: '-1' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors ?? {}).sort()).toEqual(['after_id', 'page', 'sort', 'status']);
    const range = await client.api('getCaseList', {
      query: { date_from: '2026-05-31', date_to: '2026-05-01' },
    });
    expect(range.error.errors).toEqual({ date_to: [CASE_LIST_MESSAGE.dateRange] });
  });

  it('shows a general member only the projects they take part in, without customer data', async () => {
    const client = await loginAsDemo(server, 'ippan@example.com');
    const res = await client.api('getCaseList', { query: {} });
    expect(res.status).toBe(200);
    expect(res.data.data.map((r) => r.case_name)).toEqual(['佐々木様邸 外壁塗装']);
    expect(res.data.data.every((r) => r.customer_name === null)).toBe(true);
  });

  it('never lists another company’s projects, and shows a partner only theirs without customers', async () => {
    const client = await manager();
    const res = await client.api('getCaseList', { query: { keyword: '木村設備' } });
    expect(res.data.total).toBe(0);
    const partner = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    const own = await partner.api('getCaseList', { query: {} });
    expect(own.data.data.map((r) => r.case_name).sort()).toEqual(
      ['博多駅前ビル 外装改修工事', '田中様邸 新築工事'].sort(),
    );
    expect(own.data.data.every((r) => r.customer_name === null && r.building_name === null)).toBe(true);
  });
});

describe('project create, edit and delete', () => {
  it('creates a project with its project room and members, edits it and deletes it', async () => {
    const client = await manager();
    const db = server.database.db;
    const [foreman] = await db.select().from(members).where(eq(members.name1, '鈴木'));
    const created = await client.api('createProject', {
      body: {
        formdata: formdata({
          fore_man: foreman?.id,
          construction_start_date: '2026-12-01',
          construction_end_date: '2026-12-20',
        }),
      },
    });
    expect(created.status).toBe(200);
    const id = created.data.data.id;
    expect(created.data.data.chatroom_id).not.toBeNull();
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.attendanceFieldId, id));
    expect(room).toMatchObject({ type: 'project', name: '試験 案件' });
    const people = await db.select().from(projectMembers).where(eq(projectMembers.projectId, id));
    expect(people.map((p) => p.memberId).sort()).toEqual(
      [
        client.cookie ? (await db.select().from(members).where(eq(members.name1, '山田')))[0]?.id : 0,
        foreman?.id,
      ].sort(),
    );

    const updated = await client.api('updateProject', {
      params: { id },
      body: { formdata: formdata({ case_name: '試験 案件 改', case_status: 0 }) },
    });
    expect(updated.data.data).toMatchObject({ case_name: '試験 案件 改', case_status: 0 });
    const edit = await client.api('getProjectEdit', { params: { id } });
    expect(edit.data.data.project.case_name).toBe('試験 案件 改');

    expect((await client.api('deleteProject', { params: { id } })).data).toEqual({ success: true });
    expect(await db.select().from(projects).where(eq(projects.id, id))).toHaveLength(0);
    expect(await db.select().from(chatRooms).where(eq(chatRooms.attendanceFieldId, id))).toHaveLength(0);
  });

  it('lists the project’s members for the form, and an edit with members replaces them', async () => {
    const client = await manager();
    const db = server.database.db;
    const [yamada] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    const staff = await db
      .select({ id: members.id, name1: members.name1 })
      .from(members)
      .where(eq(members.companyId, yamada?.id ?? 0));
    const idOf = (name1: string) => staff.find((m) => m.name1 === name1)?.id ?? 0;
    const created = await client.api('createProject', {
      body: { formdata: formdata({ case_name: 'メンバー確認 案件' }), members: [idOf('高橋'), idOf('林')] },
    });
    const id = created.data.data.id;
    const edit = await client.api('getProjectEdit', { params: { id } });
    const listed = edit.data.data.members.map((m) => m.member_id).sort();
    expect(listed).toEqual([idOf('山田'), idOf('高橋'), idOf('林')].sort());
    // The partner foreman (林, of 木村設備) joins with the other-company room role.
    expect(edit.data.data.members.find((m) => m.member_id === idOf('林'))?.room_role).toBe(1000);
    await client.api('updateProject', {
      params: { id },
      body: { formdata: formdata({ case_name: 'メンバー確認 案件' }), members: [idOf('山田'), idOf('伊藤')] },
    });
    const after = await client.api('getProjectEdit', { params: { id } });
    expect(after.data.data.members.map((m) => m.member_id).sort()).toEqual(
      [idOf('山田'), idOf('伊藤')].sort(),
    );
    await client.api('deleteProject', { params: { id } });
  });

  it('makes a 副担当者 a manager of the room whatever their authority, lists them for the form, and refuses a partner as one', async () => {
    const client = await manager();
    const db = server.database.db;
    const [yamada] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    const staff = await db
      .select({ id: members.id, authId: members.authId, type: members.type })
      .from(members)
      .where(eq(members.companyId, yamada?.id ?? 0));
    const general = staff.find(
      (m) => m.type === MEMBER_TYPE.inCompany && roomRoleOf(m.authId) === ROOM_ROLE.general,
    );
    const partner = staff.find((m) => m.type === MEMBER_TYPE.partner);
    if (!general || !partner)
      throw new Error('seed: a general in-company member and a partner member expected');
    const roleOf = async (id: number) =>
      (await client.api('getProjectEdit', { params: { id } })).data.data.members.find(
        (m) => m.member_id === general.id,
      )?.room_role;

    const created = await client.api('createProject', {
      body: {
        formdata: formdata({ case_name: '副担当 案件' }),
        members: [general.id],
        subManager: [general.id],
      },
    });
    expect(created.status).toBe(200);
    const id = created.data.data.id;
    const edit = await client.api('getProjectEdit', { params: { id } });
    expect(edit.data.data.sub_managers.map((m) => m.member_id)).toEqual([general.id]);
    expect(await roleOf(id)).toBe(ROOM_ROLE.manager);

    // Unchecked: still a member, with the role of their authority.
    await client.api('updateProject', {
      params: { id },
      body: { formdata: formdata({ case_name: '副担当 案件' }), members: [general.id], subManager: [] },
    });
    expect((await client.api('getProjectEdit', { params: { id } })).data.data.sub_managers).toEqual([]);
    expect(await roleOf(id)).toBe(ROOM_ROLE.general);

    const refused = await client.api('updateProject', {
      params: { id },
      body: {
        formdata: formdata({ case_name: '副担当 案件' }),
        members: [general.id],
        subManager: [partner.id],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toMatchObject({ subManager: [PROJECT_FORM_MESSAGE.subManager] });
    expect(await roleOf(id)).toBe(ROOM_ROLE.general);
    await client.api('deleteProject', { params: { id } });
  });

  it('saves the company’s teams on a project, keeps them when an edit does not send them, and refuses another company’s team', async () => {
    const client = await manager();
    const created = await client.api('createProject', {
      body: {
        formdata: formdata({ case_name: 'チーム確認 案件', team_names: ['塗装班', '大工班', '塗装班'] }),
      },
    });
    expect(created.status).toBe(200);
    const id = created.data.data.id;
    expect(created.data.data.team_names).toEqual(['塗装班', '大工班']);
    // An edit without team_names (an older client) leaves the teams; one with them replaces them.
    await client.api('updateProject', {
      params: { id },
      body: { formdata: formdata({ case_name: 'チーム確認 案件' }) },
    });
    expect((await client.api('getProjectEdit', { params: { id } })).data.data.project.team_names).toEqual([
      '塗装班',
      '大工班',
    ]);
    await client.api('updateProject', {
      params: { id },
      body: { formdata: formdata({ case_name: 'チーム確認 案件', team_names: ['設備班'] }) },
    });
    expect((await client.api('getProjectEdit', { params: { id } })).data.data.project.team_names).toEqual([
      '設備班',
    ]);
    const listed = await client.api('getCaseList', { query: { team: '設備班', keyword: 'チーム確認' } });
    expect(listed.data.data.map((r) => r.id)).toEqual([id]);

    // A name the company never registered (or another company's) is a field error, on create and on edit.
    for (const res of [
      await client.api('createProject', { body: { formdata: formdata({ team_names: ['知らない班'] }) } }),
      await client.api('updateProject', {
        params: { id },
        body: { formdata: formdata({ case_name: 'チーム確認 案件', team_names: ['設備班', '知らない班'] }) },
      }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.error.errors).toEqual({ formdata: { team_names: [TEAM_MESSAGE.notFound] } });
    }
    expect((await client.api('getProjectEdit', { params: { id } })).data.data.project.team_names).toEqual([
      '設備班',
    ]);
    await client.api('deleteProject', { params: { id } });
  });

  it('refuses an end before the start and a missing case name on their fields', async () => {
    const client = await manager();
    const res = await client.api('createProject', {
      body: { formdata: formdata({ case_name: ' ' }) },
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ formdata: { case_name: ['案件名を入力してください'] } });
    const dates = await client.api('createProject', {
      body: {
        formdata: formdata({ construction_start_date: '2026-12-20', construction_end_date: '2026-12-01' }),
      },
    });
    expect(dates.error.errors).toEqual({
      formdata: { construction_end_date: ['終了日は開始日以降の日付を入力してください'] },
    });
  });

  it('refuses another company’s office, and members of another company, as field errors', async () => {
    const client = await manager();
    const office = await client.api('createProject', {
      body: { formdata: formdata({ office_id: kimuraOfficeId }) },
    });
    expect(office.status).toBe(422);
    expect(office.error.errors).toMatchObject({ formdata: { office_id: ['営業所を選択してください。'] } });
    const db = server.database.db;
    const [partnerUser] = await db.select().from(users).where(eq(users.email, DEMO_LOGINS.partner.email));
    const [partnerOwn] = await db
      .select()
      .from(members)
      .where(and(eq(members.userId, partnerUser?.id ?? 0), eq(members.type, 1)));
    const foreign = await client.api('createProject', {
      body: { formdata: formdata(), members: [partnerOwn?.id ?? 0] },
    });
    expect(foreign.status).toBe(422);
  });

  it('tells a free account that registration is paid, and refuses general members', async () => {
    const free = await loginAsDemo(server, 'muryo@example.com');
    const res = await free.api('createProject', { body: { formdata: formdata() } });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([CASE_LIST_MESSAGE.paidFeature]);
    const general = await loginAsDemo(server, 'ippan@example.com');
    expect((await general.api('createProject', { body: { formdata: formdata() } })).status).toBe(403);
  });

  it('refuses to edit or delete another company’s project (403, nothing changes)', async () => {
    const db = server.database.db;
    const [kimuraProject] = await db
      .select()
      .from(projects)
      .where(eq(projects.caseName, '木村設備 倉庫配管更新'));
    const client = await manager();
    const id = kimuraProject?.id ?? 0;
    expect(
      (await client.api('updateProject', { params: { id }, body: { formdata: formdata() } })).status,
    ).toBe(403);
    expect((await client.api('deleteProject', { params: { id } })).status).toBe(403);
    expect(await db.select().from(projects).where(eq(projects.id, id))).toHaveLength(1);
  });

  it('locks the linked fields of a project registered from an external system', async () => {
    const db = server.database.db;
    const [linked] = await db.select().from(projects).where(eq(projects.externalLinked, true));
    if (!linked) throw new Error('seed has no linked project');
    const client = await manager();
    const renamed = await client.api('updateProject', {
      params: { id: linked.id },
      body: {
        formdata: formdata({
          case_name: '別名',
          office_id: linked.officeId,
          case_name_kana: linked.caseNameKana,
          customer_id: linked.customerId,
          building_id: linked.buildingId,
        }),
      },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.error.errors).toMatchObject({
      formdata: { case_name: [CASE_LIST_MESSAGE.externalLocked] },
    });
    const memo = await client.api('updateProject', {
      params: { id: linked.id },
      body: {
        formdata: formdata({
          case_name: linked.caseName,
          case_name_kana: linked.caseNameKana,
          office_id: linked.officeId,
          customer_id: linked.customerId,
          building_id: linked.buildingId,
          memo: '連携先で登録',
        }),
      },
    });
    expect(memo.status).toBe(200);
  });
});

describe('case-list columns and completion statuses', () => {
  it('keeps each member’s columns, the case name first', async () => {
    const client = await manager();
    expect((await client.api('getCaseColumnList')).data.columns).toEqual([...DEFAULT_CASE_COLUMNS]);
    const saved = await client.api('saveCaseColumnList', { body: { columns: ['memo', 'case_status'] } });
    expect(saved.data.columns).toEqual(['case_name', 'memo', 'case_status']);
    expect((await client.api('getCaseColumnList')).data.columns).toEqual([
      'case_name',
      'memo',
      'case_status',
    ]);
    const other = await loginAsDemo(server, 'ippan@example.com');
    expect((await other.api('getCaseColumnList')).data.columns).toEqual([...DEFAULT_CASE_COLUMNS]);
  });

  it('lists ten statuses and lets a manager rename one within the limits', async () => {
    const client = await manager();
    const list = await client.api('getCompletionStatuses');
    expect(list.data.data.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const long = await client.api('updateCompletionStatus', {
      params: { status: 0 },
      body: { name: 'あ'.repeat(11), memo: 'い'.repeat(101), color: 'red' },
    });
    expect(long.status).toBe(422);
    expect(Object.keys(long.error.errors ?? {}).sort()).toEqual(['color', 'memo', 'name']);
    const ok = await client.api('updateCompletionStatus', {
      params: { status: 0 },
      body: { name: '工事中', memo: '職人が入っている', color: '#123456' },
    });
    expect(ok.data.data).toEqual({ status: 0, name: '工事中', memo: '職人が入っている', color: '#123456' });
    expect((await client.api('getCompletionStatuses')).data.data[0]?.name).toBe('工事中');
    const general = await loginAsDemo(server, 'ippan@example.com');
    const refused = await general.api('updateCompletionStatus', {
      params: { status: 0 },
      body: { name: '乗っ取り', memo: '', color: '#000000' },
    });
    expect(refused.status).toBe(403);
    expect(refused.error.detail).toEqual([FEATURE_MESSAGE.completion]);
  });
});
