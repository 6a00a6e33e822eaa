import type { TSubcontractor } from '@genba/api-client/schemas';
import { PARTNER_COMPANY_MESSAGE } from '@genba/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, projectMembers, projects } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_PARTNER_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { agreeToTerms, createClient, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const manager = () => loginAsDemo(server, DEMO_LOGINS.companyManager.email);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const listOf = async (client: Awaited<ReturnType<typeof manager>>, keyword?: string) => {
  const res = await client.api('getSubcontractors', { query: keyword ? { keyword } : {} });
  expect(res.status).toBe(200);
  return res.data;
};

describe('/setting/subcontractor', () => {
  it('lists the seeded partner companies with the members of ours who belong to each', async () => {
    const client = await manager();
    const list = await listOf(client);
    const kimura = list.data.find((s) => s.company.name === DEMO_PARTNER_COMPANY_NAME);
    expect(kimura).toMatchObject({ owned: false });
    expect(kimura?.member_count).toBeGreaterThan(0);
    expect(list.data.map((s) => s.company.name)).toEqual(
      expect.arrayContaining(['有限会社佐藤塗装', '株式会社田中電気工事']),
    );
    const init = await client.api('init_subcontractor', {});
    expect(init.data.count_total).toBe(list.total);
    expect(init.data.auth_options.map((o) => o.auth_id)).toEqual([3, 6]);
  });

  it('registers a new partner company, finds it by keyword, edits it with a logo and deletes it', async () => {
    const client = await manager();
    const blank = await client.api('regist_company', { body: { company_name: '  ' } });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.data)).toContain(PARTNER_COMPANY_MESSAGE.nameRequired);

    const created = await client.api('regist_company', {
      body: { company_name: '株式会社森内装', name_kana: 'モリナイソウ', telephone_number: '092-123-4567' },
    });
    expect(created.status).toBe(200);
    expect(created.data.data).toMatchObject({
      owned: true,
      member_count: 0,
      telephone_number: '092-123-4567',
    });
    const id = created.data.data.id;
    expect((await listOf(client, 'モリ')).data.map((s) => s.id)).toEqual([id]);

    const update = async (fields: Record<string, string>, logo: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.set('_method', 'PUT');
      form.set('id', String(id));
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set('logo', new File([logo], 'logo.png', { type: 'image/png' }));
      const res = await client.call('POST', '/api/setting/subcontractor/updateCompany', { body: form });
      return { status: res.status, data: res.raw as { data: TSubcontractor } };
    };
    expect((await update({ company_name: '株式会社森内装' }, new Uint8Array([1, 2, 3]))).status).toBe(422);
    const edited = await update({ company_name: '株式会社森内装工業', represent_name1: '森' }, PNG);
    expect(edited.status).toBe(200);
    expect(edited.data.data).toMatchObject({ has_logo: true, represent_name: '森' });
    expect(edited.data.data.company.name).toBe('株式会社森内装工業');

    const deleted = await client.api('deleteSubcontractor', { params: { id } });
    expect(deleted.status).toBe(200);
    const gone = await server.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, created.data.data.company.id));
    expect(gone).toEqual([]);
  });

  it('keeps a linked company read-only and refuses to drop one members still belong to', async () => {
    const client = await manager();
    const kimura = (await listOf(client)).data.find((s) => s.company.name === DEMO_PARTNER_COMPANY_NAME);
    if (!kimura) throw new Error('seed link missing');
    const edit = await client.api('updateCompany', {
      body: { _method: 'PUT', id: kimura.id, company_name: '乗っ取り' },
    });
    expect(edit.status).toBe(403);
    const drop = await client.api('deleteSubcontractor', { params: { id: kimura.id } });
    expect(drop.status).toBe(422);
    expect(JSON.stringify(drop.data)).toContain(PARTNER_COMPANY_MESSAGE.hasMembers);
    const again = await client.api('registExistsCompany', { body: { company_id: kimura.company.id } });
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.data)).toContain(PARTNER_COMPANY_MESSAGE.alreadyLinked);
    const unknown = await client.api('registExistsCompany', { body: { company_id: 2_000_000_000 } });
    expect(unknown.status).toBe(422);
  });

  it('invites a partner representative, who registers as a member of that partner company', async () => {
    const client = await manager();
    const sato = (await listOf(client, '佐藤塗装')).data[0];
    if (!sato) throw new Error('seed partner missing');
    const sent = await client.api('inviteSubcontractors', {
      body: {
        invitation_type: 2,
        id: sato.id,
        invitations: [{ name1: '佐藤', email: 'sato@tosou.example.jp' }],
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.data.data[0]).toMatchObject({ regist_company_id: sato.company.id, invitation_status: 1 });
    const init = await client.api('init_subcontractor', {});
    // Who, for which partner, how and when: what the screen's pending list shows.
    expect(init.data.pending_invitations).toContainEqual(
      expect.objectContaining({
        email: 'sato@tosou.example.jp',
        partner_company_name: '有限会社佐藤塗装',
        invitation_type: 2,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    );
    const encoded = server.sent.mail.at(-1)?.text.match(/\/invitation_user\/([A-Za-z0-9_-]+)$/m)?.[1] ?? '';
    const worker = createClient(server);
    const registered = await worker.api('registerInvitation', {
      params: { encoded },
      body: {
        name1: '佐藤',
        name2: '健一',
        password: 'genba123',
        password_confirmation: 'genba123',
        agree_terms_flg: true,
      },
    });
    expect(registered.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(members)
      .where(eq(members.id, registered.data.member_id));
    expect(row).toMatchObject({
      type: 2,
      belongToCompanyId: sato.company.id,
      companyName: '有限会社佐藤塗装',
    });
    expect((await listOf(client, '佐藤塗装')).data[0]?.member_count).toBe(1);
  });

  it('places the invited partner worker on the chosen site of ours: they register into its room', async () => {
    const client = await manager();
    const tanaka = (await listOf(client, '田中電気')).data[0];
    const [site] = await server.database.db
      .select()
      .from(projects)
      .where(eq(projects.caseName, '博多駅前ビル 外装改修工事'));
    if (!tanaka || !site) throw new Error('seed partner or site missing');
    const sent = await client.api('inviteSubcontractors', {
      body: {
        invitation_type: 2,
        id: tanaka.id,
        field_id: site.id,
        invitations: [{ name1: '田中', email: 'tanaka@denki.example.jp' }],
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.data.data[0]?.chatroom_id).toEqual(expect.any(Number));
    const mail = server.sent.mail.at(-1);
    expect(mail?.text).toContain('博多駅前ビル 外装改修工事');
    const encoded = mail?.text.match(/\/invitation_user\/([A-Za-z0-9_-]+)$/m)?.[1] ?? '';
    const registered = await createClient(server).api('registerInvitation', {
      params: { encoded },
      body: {
        name1: '田中',
        name2: '誠',
        password: 'genba123',
        password_confirmation: 'genba123',
        agree_terms_flg: true,
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.data.next_path).toBe(`/talk/field/${site.id}`);
    const rows = await server.database.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.memberId, registered.data.member_id));
    expect(rows).toEqual([expect.objectContaining({ projectId: site.id })]);
    const [row] = await server.database.db
      .select()
      .from(members)
      .where(eq(members.id, registered.data.member_id));
    expect(row).toMatchObject({ type: 2, belongToCompanyId: tanaka.company.id });
  });

  it('refuses partner members, and another company cannot reach our relations', async () => {
    await agreeToTerms(server, DEMO_LOGINS.partner.email);
    const partner = await loginAsDemo(server, DEMO_LOGINS.partner.email);
    const res = await partner.api('getSubcontractors', { query: {} });
    expect(res.status).toBe(403);
    const write = await partner.api('regist_company', { body: { company_name: 'x' } });
    expect(write.status).toBe(403);
  });
});
