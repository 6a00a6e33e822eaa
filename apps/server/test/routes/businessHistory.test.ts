import { BUSINESS_HISTORY_MESSAGE, UPLOAD_MESSAGE } from '@genba/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  members,
  projectBusinessHistories,
  projectBusinessHistoryFiles,
  projectMembers,
  projects,
  users,
} from '../../src/db/schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS, DEMO_PARTNER_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Business history (営業履歴) over HTTP: the company manager adds, lists,
 * edits and deletes entries of a project; the rules answer 422 in Japanese;
 * the customer rule, project access, the writer role and tenancy answer 403/404.
 */
let server: TestServer;
/** A Yamada project the salesman takes part in, and one only the manager's. */
let shared: number;
let managersOnly: number;
let kimuraProject: number;
beforeAll(async () => {
  server = await startTestServer();
  for (const email of [DEMO_LOGINS.partner.email, 'muryo@example.com']) await agreeToTerms(server, email);
  const db = server.database.db;
  const [yamada] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  const [kimura] = await db.select().from(companies).where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
  const [salesman] = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(users.email, 'eigyo@example.com'), eq(members.companyId, yamada?.id ?? 0)));
  const created = await db
    .insert(projects)
    .values([
      { companyId: yamada?.id ?? 0, caseName: '営業履歴の現場' },
      { companyId: yamada?.id ?? 0, caseName: '管理者だけの現場' },
    ])
    .returning({ id: projects.id });
  shared = created[0]?.id ?? 0;
  managersOnly = created[1]?.id ?? 0;
  await db.insert(projectMembers).values({ projectId: shared, memberId: salesman?.id ?? 0, roomRole: 2 });
  const [theirs] = await db
    .select()
    .from(projects)
    .where(eq(projects.companyId, kimura?.id ?? 0));
  kimuraProject = theirs?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

const entry = (extra: Record<string, unknown> = {}) => ({
  operation_date: '2026-11-20',
  start_time: '10:00',
  end_time: '11:00',
  operation_class: 'visit',
  contact_person: '田中様',
  claim_flg: false,
  memo: '色見本を持参',
  ...extra,
});

describe('business history', () => {
  it('adds, lists newest first, edits and deletes entries of a project', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const first = await client.api('createBusinessHistory', { params: { id: shared }, body: entry() });
    expect(first.status).toBe(200);
    expect(first.data.data).toMatchObject({
      field_id: shared,
      field_name: '営業履歴の現場',
      operation_class: 'visit',
      claim_flg: 0,
      created_by_name: '山田 太郎',
    });
    const second = await client.api('createBusinessHistory', {
      params: { id: shared },
      body: entry({
        operation_date: '2026-11-21',
        operation_class: 'phone',
        claim_flg: true,
        start_time: null,
        end_time: null,
      }),
    });
    expect(second.status).toBe(200);
    const list = await client.api('getBusinessHistories', { params: { id: shared } });
    expect(list.status).toBe(200);
    expect(list.data.total).toBe(2);
    expect(list.data.data.map((e) => e.id)).toEqual([second.data.data.id, first.data.data.id]);

    const edited = await client.api('updateBusinessHistory', {
      params: { id: first.data.data.id },
      body: entry({ memo: '見積を提出', neighbourhood_approach_type: 'greeting' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.data.data).toMatchObject({ memo: '見積を提出', neighbourhood_approach_type: 'greeting' });

    expect((await client.api('deleteBusinessHistory', { params: { id: second.data.data.id } })).status).toBe(
      200,
    );
    const after = await client.api('getBusinessHistories', { params: { id: shared } });
    expect(after.data.data.map((e) => e.id)).toEqual([first.data.data.id]);
  });

  it('answers bad input with 422 and the Japanese messages on the fields', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const res = await client.api('createBusinessHistory', {
      params: { id: shared },
      body: { operation_date: '', operation_class: 'x', start_time: '12:00', end_time: '11:00' },
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toMatchObject({
      operation_date: [BUSINESS_HISTORY_MESSAGE.operationDateRequired],
      operation_class: [BUSINESS_HISTORY_MESSAGE.operationClassRequired],
    });
    const order = await client.api('createBusinessHistory', {
      params: { id: shared },
      body: entry({ start_time: '12:00', end_time: '11:00' }),
    });
    expect(order.status).toBe(422);
    expect(order.error.errors).toMatchObject({ end_time: [BUSINESS_HISTORY_MESSAGE.endTimeAfterStart] });
  });

  it('keeps a project to the members who may act on it', async () => {
    const salesman = await loginAsDemo(server, 'eigyo@example.com');
    expect((await salesman.api('getBusinessHistories', { params: { id: shared } })).status).toBe(200);
    expect((await salesman.api('getBusinessHistories', { params: { id: managersOnly } })).status).toBe(403);
    expect(
      (await salesman.api('createBusinessHistory', { params: { id: managersOnly }, body: entry() })).status,
    ).toBe(403);
    // An entry of a project the salesman is not in: found in the company, refused by the project rule.
    const manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const hidden = await manager.api('createBusinessHistory', {
      params: { id: managersOnly },
      body: entry(),
    });
    for (const res of [
      await salesman.api('updateBusinessHistory', { params: { id: hidden.data.data.id }, body: entry() }),
      await salesman.api('deleteBusinessHistory', { params: { id: hidden.data.data.id } }),
    ])
      expect(res.status).toBe(403);
  });

  it('hides business history from general and cooperation members, and writing from free accounts', async () => {
    for (const email of ['ippan@example.com', DEMO_LOGINS.partner.email]) {
      const client = await loginAsDemo(server, email);
      const res = await client.api('getBusinessHistories', { params: { id: shared } });
      expect(res.status).toBe(403);
      // Refused before the input is read: a bad body still gets 403, not the schema's 422.
      expect((await client.api('createBusinessHistory', { params: { id: shared }, body: {} })).status).toBe(
        403,
      );
    }
    const free = await loginAsDemo(server, 'muryo@example.com');
    const res = await free.api('createBusinessHistory', { params: { id: shared }, body: entry() });
    expect(res.status).toBe(403);
  });

  it('does not reach another company’s project or entry', async () => {
    const db = server.database.db;
    const [kimuraProjectRow] = await db.select().from(projects).where(eq(projects.id, kimuraProject));
    const [foreign] = await db
      .insert(projectBusinessHistories)
      .values({
        companyId: kimuraProjectRow?.companyId ?? 0,
        projectId: kimuraProject,
        operationDate: '2026-11-01',
        operationClass: 'visit',
        memo: '他社の履歴',
      })
      .returning();
    const client = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    expect((await client.api('getBusinessHistories', { params: { id: kimuraProject } })).status).toBe(403);
    expect(
      (await client.api('createBusinessHistory', { params: { id: kimuraProject }, body: entry() })).status,
    ).toBe(403);
    const update = await client.api('updateBusinessHistory', {
      params: { id: foreign?.id ?? 0 },
      body: entry(),
    });
    expect(update.status).toBe(404);
    expect((await client.api('deleteBusinessHistory', { params: { id: foreign?.id ?? 0 } })).status).toBe(
      404,
    );
    const [still] = await db
      .select()
      .from(projectBusinessHistories)
      .where(eq(projectBusinessHistories.id, foreign?.id ?? 0));
    expect(still?.memo).toBe('他社の履歴');
  });

  it('attaches files through the storage adapter, downloads and deletes them, refusing what is not what it says', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const created = await client.api('createBusinessHistory', { params: { id: shared }, body: entry() });
    const historyId = created.data.data.id;
    const upload = (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return client.call('POST', `/api/business-histories/${historyId}/files`, { body: form });
    };
    const bytes = new TextEncoder().encode('%PDF-1.4\n%見積\n');
    const ok = await upload(new File([bytes], '見積書.pdf', { type: 'application/pdf' }));
    expect(ok.status).toBe(200);
    const file = (ok.raw as { data: { id: number; name: string; content_type: string } }).data;
    expect(file).toMatchObject({ name: '見積書.pdf', content_type: 'application/pdf' });
    const list = await client.api('getBusinessHistories', { params: { id: shared } });
    expect(list.data.data.find((e) => e.id === historyId)?.files.map((f) => f.name)).toEqual(['見積書.pdf']);

    const download = await client.call('GET', `/api/business-history-files/${file.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('見積書.pdf')}`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');

    // An HTML page named .pdf, and a script, are refused with the upload message (422), never stored.
    for (const bad of [
      new File(['<script>alert(1)</script>'], 'evil.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }),
    ]) {
      const res = await upload(bad);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.raw)).toContain(UPLOAD_MESSAGE.unsupported);
    }

    // A general member may not read it; another project's participant only sees 403/404.
    const general = await loginAsDemo(server, 'ippan@example.com');
    expect((await general.call('GET', `/api/business-history-files/${file.id}`)).status).toBe(403);

    expect((await client.api('deleteBusinessHistoryFile', { params: { id: file.id } })).status).toBe(200);
    expect((await client.call('GET', `/api/business-history-files/${file.id}`)).status).toBe(404);
  });

  it('deletes a project’s history, its files and their stored bytes with the project', async () => {
    const client = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    const created = await client.api('createBusinessHistory', {
      params: { id: managersOnly },
      body: entry(),
    });
    const form = new FormData();
    form.set(
      'file',
      new File([new TextEncoder().encode('%PDF-1.4\n')], 'a.pdf', { type: 'application/pdf' }),
    );
    await client.call('POST', `/api/business-histories/${created.data.data.id}/files`, { body: form });
    const [stored] = await server.database.db
      .select()
      .from(projectBusinessHistoryFiles)
      .where(eq(projectBusinessHistoryFiles.historyId, created.data.data.id));
    const key = stored?.storageKey ?? '';
    expect(await server.deps.adapters.storage.get(key)).not.toBeNull();
    expect((await client.api('deleteProject', { params: { id: managersOnly } })).status).toBe(200);
    const rows = await server.database.db
      .select()
      .from(projectBusinessHistories)
      .where(eq(projectBusinessHistories.projectId, managersOnly));
    expect(rows).toEqual([]);
    expect(await server.deps.adapters.storage.get(key)).toBeNull();
  });
});
