import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, companies, customers } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_PARTNER_COMPANY_NAME } from '../../src/db/seed/demo.ts';
import { FEATURE_MESSAGE } from '../../src/routes/project/access.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

let server: TestServer;
let foreignCustomerId: number;
let foreignBuildingId: number;
beforeAll(async () => {
  server = await startTestServer();
  await agreeToTerms(server, DEMO_LOGINS.partner.email);
  const db = server.database.db;
  const [kimura] = await db.select().from(companies).where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
  const [c] = await db
    .insert(customers)
    .values({ companyId: kimura?.id ?? 0, clientName: '木村設備の顧客' })
    .returning();
  const [b] = await db
    .insert(buildings)
    .values({ companyId: kimura?.id ?? 0, estateName: '木村設備の物件' })
    .returning();
  foreignCustomerId = c?.id ?? 0;
  foreignBuildingId = b?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

const manager = () => loginAsDemo(server, DEMO_LOGINS.companyManager.email);

describe('customers', () => {
  it('lists the seeded customers by 30 with search, and creates, edits and deletes one', async () => {
    const client = await manager();
    const list = await client.api('getCustomers', { query: {} });
    expect(list.status).toBe(200);
    expect(list.data.total).toBeGreaterThanOrEqual(12);
    expect(list.data.data.map((c) => c.clientName)).not.toContain('木村設備の顧客');
    const search = await client.api('getCustomers', { query: { keyword: '不動産' } });
    expect(search.data.data.every((c) => c.clientName.includes('不動産'))).toBe(true);

    const created = await client.api('createCustomer', {
      body: {
        clientName: '  博多 次郎 ',
        type: 'person',
        tel: '092-111-2222',
        promotion_flags: { dm: true, email: false, tel: false },
      },
    });
    expect(created.status).toBe(200);
    expect(created.data.data).toMatchObject({
      clientName: '博多 次郎',
      type: 'person',
      promotion_flags: { dm: true },
    });
    const id = created.data.data.id;
    const updated = await client.api('updateCustomer', {
      params: { id },
      body: { clientName: '博多 次郎', type: 'company' },
    });
    expect(updated.data.data.type).toBe('company');
    expect((await client.api('getCustomer', { params: { id } })).data.data.clientName).toBe('博多 次郎');
    expect((await client.api('deleteCustomer', { params: { id } })).data).toEqual({ success: true });
    expect((await client.api('getCustomer', { params: { id } })).status).toBe(404);
  });

  it('refuses a blank name with the Japanese message', async () => {
    const client = await manager();
    const res = await client.api('createCustomer', { body: { clientName: ' ', type: 'person' } });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ clientName: ['顧客名を入力してください。'] });
  });

  it('hides customers from general and cooperation roles on the server', async () => {
    for (const email of ['ippan@example.com', DEMO_LOGINS.partner.email]) {
      const client = await loginAsDemo(server, email);
      for (const res of [
        await client.api('getCustomers', { query: {} }),
        await client.api('customerSpsList', { body: {} }),
        await client.api('getBuildings', { query: {} }),
        await client.api('createCustomer', { body: { clientName: 'x', type: 'person' } }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.error.detail).toEqual([FEATURE_MESSAGE.customer]);
      }
    }
  });

  it('answers another company’s customer and building as not found, and changes nothing', async () => {
    const client = await manager();
    expect((await client.api('getCustomer', { params: { id: foreignCustomerId } })).status).toBe(404);
    expect(
      (
        await client.api('updateCustomer', {
          params: { id: foreignCustomerId },
          body: { clientName: '乗っ取り', type: 'person' },
        })
      ).status,
    ).toBe(404);
    expect((await client.api('deleteCustomer', { params: { id: foreignCustomerId } })).status).toBe(404);
    expect((await client.api('deleteBuilding', { params: { id: foreignBuildingId } })).status).toBe(404);
    const db = server.database.db;
    const [still] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.id, foreignCustomerId)));
    expect(still?.clientName).toBe('木村設備の顧客');
    const picked = await client.api('createBuilding', {
      body: { estateName: '他社顧客の物件', customer_id: foreignCustomerId },
    });
    expect(picked.status).toBe(422);
    expect(picked.error.errors).toEqual({ customer_id: ['選択された顧客が見つかりません。'] });
  });
});

describe('buildings', () => {
  it('applies the limits of core §5 with their messages', async () => {
    const client = await manager();
    const res = await client.api('createBuilding', {
      body: {
        estateName: 'あ'.repeat(51),
        post_code: '12345',
        address: 'い'.repeat(21),
        floor_number: '1000',
        building_area: '1000000',
        remarks: 'う'.repeat(1001),
      },
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({
      estateName: ['50文字以下で入力してください'],
      post_code: ['7桁の数字で入力してください。'],
      address: ['20文字以下で入力してください'],
      floor_number: ['階数は3桁以内の半角数字で入力してください。'],
      building_area: ['延床面積は999999.99以下の半角数字(小数点以下2桁まで)で入力してください。'],
      remarks: ['1000文字以下で入力してください'],
    });
  });

  it('creates, lists, edits and deletes a building, applying the completion rule on the server', async () => {
    const client = await manager();
    const created = await client.api('createBuilding', {
      body: {
        estateName: '天神ビル',
        post_code: '8100001',
        address: '福岡市中央区天神',
        floor_number: '999',
        building_area: '999999.99',
        completion_flag: 2,
        start_date: '2020-01-01',
      },
    });
    expect(created.status).toBe(200);
    // Before construction with a start in the past becomes under construction (core §4).
    expect(created.data.data).toMatchObject({
      estateName: '天神ビル',
      floor_number: 999,
      completion_flag: 0,
      building_area: '999999.99',
    });
    const id = created.data.data.id;
    const future = await client.api('updateBuilding', {
      params: { id },
      body: { estateName: '天神ビル', completion_flag: 0, start_date: '2099-01-01' },
    });
    expect(future.data.data.completion_flag).toBe(2);
    const list = await client.api('getBuildings', { query: { keyword: '天神' } });
    expect(list.data.data.map((b) => b.id)).toContain(id);
    expect((await client.api('deleteBuilding', { params: { id } })).data).toEqual({ success: true });
  });
});
