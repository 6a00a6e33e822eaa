import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, projects } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { READ_CACHE_MAX_AGE_MS } from '../../src/http/readCache.ts';
import { loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';
import { findSiteRoom } from '../helpers/siteRoom.ts';

const onPglite = !process.env.DATABASE_URL;

let server: TestServer;
let fieldId: number;
let roomId: number;
let manager: Awaited<ReturnType<typeof loginAsDemo>>;

beforeAll(async () => {
  server = await startTestServer();
  ({ fieldId, roomId } = await findSiteRoom(server.database.db));
  manager = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
});
afterAll(async () => {
  await server.close();
});

const listedSite = async (client = manager) => {
  const list = await client.api('getProjectList');
  expect(list.status).toBe(200);
  const site = list.data.projects.find((p) => p.attendance_field_id === fieldId);
  if (!site) throw new Error('the site is not listed');
  return site;
};

/** A write behind drizzle's back: no statement is counted, as if made by another program. */
const renameUncounted = async (server: TestServer, name: string) => {
  const client = (server.database.db as unknown as { $client: PGlite }).$client;
  await client.query('update projects set case_name = $1 where id = $2', [name, fieldId]);
};

describe('the read cache of GET list calls never answers what a write changed', () => {
  it('shows a message sent through the API in the very next list', async () => {
    await listedSite();
    await listedSite();
    const text = `キャッシュ確認 ${Date.now()}`;
    const sent = await manager.api('sendFieldMessage', {
      body: { chatroom_id: roomId, attendance_field_id: fieldId, message: text, mention_member_ids: [] },
    });
    expect(sent.status).toBe(200);
    expect((await listedSite()).last_message).toBe(text);
  });

  it('shows a project renamed through the database in the very next list', async () => {
    await listedSite();
    await server.database.db
      .update(projects)
      .set({ caseName: '改名した現場' })
      .where(eq(projects.id, fieldId));
    expect((await listedSite()).case_name).toBe('改名した現場');
  });

  it.runIf(onPglite)(
    'answers from memory while nothing is written, and any write on any table drops it',
    async () => {
      const before = (await listedSite()).case_name;
      await renameUncounted(server, '数えられない改名');
      // Nothing counted was written: the cached answer stands (which shows the list is cached at all).
      expect((await listedSite()).case_name).toBe(before);
      // A counted write to a table the list never reads still drops every cached answer.
      await server.database.db.execute(sql`update company_settings set company_id = company_id where false`);
      expect((await listedSite()).case_name).toBe('数えられない改名');
    },
  );

  it.runIf(onPglite)('computes again once the answer is older than its age bound', async () => {
    await listedSite();
    await renameUncounted(server, '時間切れの改名');
    server.clock.advance(READ_CACHE_MAX_AGE_MS / 1000);
    expect((await listedSite()).case_name).toBe('時間切れの改名');
  });

  it.runIf(onPglite)('computes again when the clock steps backwards', async () => {
    await listedSite();
    await renameUncounted(server, '時計が戻った後の改名');
    // An hour back: the answer's age is negative, which must not read as fresh for another hour.
    server.clock.advance(-3600);
    expect((await listedSite()).case_name).toBe('時計が戻った後の改名');
  });

  it.runIf(onPglite)('keeps each session to its own answers', async () => {
    const other = await loginAsDemo(server, DEMO_LOGINS.companyManager.email);
    await listedSite();
    await renameUncounted(server, '別セッションの改名');
    // The second session has no answer of its own yet: it reads the database.
    expect((await listedSite(other)).case_name).toBe('別セッションの改名');
  });
});

describe('the init data is cached like a list, and a write is read at once', () => {
  // belong_companies is read from the database on each computation (the company row itself comes with the session).
  const companyName = async (client = manager) => {
    const init = await client.api('init_data_pc', { params: { firstPathSegment: 'talk' } });
    expect(init.status).toBe(200);
    return init.data.belong_companies.find((k) => k.id === init.data.company.id)?.name;
  };
  const companyId = async () =>
    (await manager.api('init_data_pc', { params: { firstPathSegment: 'talk' } })).data.company.id;
  const renameCompany = async (name: string) =>
    server.database.db
      .update(companies)
      .set({ name })
      .where(eq(companies.id, await companyId()));
  const renameCompanyUncounted = async (name: string) => {
    const id = await companyId();
    const client = (server.database.db as unknown as { $client: PGlite }).$client;
    await client.query('update companies set name = $1 where id = $2', [name, id]);
  };

  it('shows a company renamed through the database in the very next init data', async () => {
    await companyName();
    await renameCompany('改名した会社');
    expect(await companyName()).toBe('改名した会社');
  });

  it.runIf(onPglite)('answers init_data_pc from memory until a counted write', async () => {
    const before = await companyName();
    await renameCompanyUncounted('数えられない社名');
    expect(await companyName()).toBe(before);
    await server.database.db.execute(sql`update company_settings set company_id = company_id where false`);
    expect(await companyName()).toBe('数えられない社名');
  });

  it.runIf(onPglite)('keeps each path its own route_allowed', async () => {
    // A screen the company manager may not open (system administrators only), asked after /talk's answer is cached.
    const talk = await manager.api('init_data_pc', { params: { firstPathSegment: 'talk' } });
    const admin = await manager.api('init_data_pc', { params: { firstPathSegment: 'admin' } });
    expect(talk.data.route_allowed).toBe(true);
    expect(admin.data.route_allowed).toBe(false);
  });

  it.runIf(onPglite)('answers getAppendInitData from memory until a counted write', async () => {
    const names = async () => {
      const append = await manager.api('getAppendInitData', { query: { pieces: 'MemberCompany' } });
      expect(append.status).toBe(200);
      return append.data.MemberCompany?.map((k) => k.name);
    };
    const before = await names();
    await renameCompanyUncounted('追加データの社名');
    expect(await names()).toEqual(before);
    await renameCompany('追加データの社名（記録）');
    expect(await names()).toContain('追加データの社名（記録）');
  });
});

describe('READ_CACHE=0', () => {
  let uncached: TestServer;
  beforeAll(async () => {
    uncached = await startTestServer({ env: { READ_CACHE: '0' } });
  });
  afterAll(async () => {
    await uncached.close();
  });

  it.runIf(onPglite)('reads the database on every call', async () => {
    const client = await loginAsDemo(uncached, DEMO_LOGINS.companyManager.email);
    await listedSite(client);
    await renameUncounted(uncached, '毎回読む');
    expect((await listedSite(client)).case_name).toBe('毎回読む');
  });
});
