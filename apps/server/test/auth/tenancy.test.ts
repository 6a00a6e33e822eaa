import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSession } from '../../src/auth/session.ts';
import { companies, members, projects, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import type { AppEnv } from '../../src/http/env.ts';
import {
  accessibleProjectFilter,
  canAccessProject,
  enforceTenancy,
  MAX_ROW_ID,
  readOperationId,
  TENANCY_MESSAGES,
} from '../../src/http/tenancy.ts';
import { agreeToTerms, loginAsDemo, startTestServer, type TestServer } from '../helpers/app.ts';

/**
 * Tenancy through the HTTP API: which project, company and member ids a
 * session may name. Complements test/http/framework.test.ts with the cases a
 * mutation run found unchecked (issue 8 item 10).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await agreeToTerms(server, DEMO_LOGINS.partner.email);
});
afterAll(async () => {
  await server.close();
});

const { companyManager, partner } = DEMO_LOGINS;

const loginAs = (email: string) => loginAsDemo(server, email);

const projectId = async (caseName: string) => {
  const [row] = await server.database.db.select().from(projects).where(eq(projects.caseName, caseName));
  if (!row) throw new Error(`seed project ${caseName} missing`);
  return row.id;
};

/** 株式会社木村設備's own project: 株式会社山田工務店's manager has no business there. */
const KIMURA_PROJECT = '木村設備 倉庫配管更新';
/** A 山田工務店 project the company manager takes part in. */
const YAMADA_PROJECT = '天神オフィス 内装リフォーム';
/** A 山田工務店 project the company manager is not a participant of is needed too: see below. */

describe('a company manager and another company’s project', () => {
  it('refuses the other company’s project in X-Operation-Field', async () => {
    const manager = await loginAs(companyManager.email);
    const res = await manager.api('init_data_sp', {
      headers: { 'X-Operation-Field': String(await projectId(KIMURA_PROJECT)) },
    });
    expect(res.status).toBe(403);
    expect(res.error).toEqual({ detail: [TENANCY_MESSAGES.field] });
  });

  it('refuses the other company’s project named in the path', async () => {
    const manager = await loginAs(companyManager.email);
    const res = await manager.api('getTalkByFieldId', { params: { id: await projectId(KIMURA_PROJECT) } });
    expect(res.status).toBe(403);
    expect(res.error).toEqual({ detail: [TENANCY_MESSAGES.field] });
  });

  it('lets the manager into their own company’s projects', async () => {
    const manager = await loginAs(companyManager.email);
    const id = await projectId(YAMADA_PROJECT);
    expect((await manager.api('init_data_sp', { headers: { 'X-Operation-Field': String(id) } })).status).toBe(
      200,
    );
    expect((await manager.api('getTalkByFieldId', { params: { id } })).status).toBe(200);
  });

  it('lets a company manager into a project of their company they do not take part in', async () => {
    // The partner is the manager (auth 2) of 木村設備 and takes part in no 木村設備 project
    // as a participant unless the seed says so: the manager rule alone must open it.
    const client = await loginAs(partner.email);
    const init = await client.api('init_data_sp');
    const kimura = init.data.belong_companies.find((k) => k.name === '株式会社木村設備');
    if (!kimura) throw new Error('partner company missing');
    expect((await client.api('switch_user_company', { body: { company_id: kimura.id } })).status).toBe(200);
    const id = await projectId(KIMURA_PROJECT);
    expect((await client.api('init_data_sp', { headers: { 'X-Operation-Field': String(id) } })).status).toBe(
      200,
    );
    // …and, acting for 木村設備 now, no longer into 山田工務店's projects it takes part in there.
    const yamada = await client.api('init_data_sp', {
      headers: { 'X-Operation-Field': String(await projectId('博多駅前ビル 外装改修工事')) },
    });
    expect(yamada.status).toBe(403);
  });

  it('refuses an unknown project id', async () => {
    const manager = await loginAs(companyManager.email);
    const res = await manager.api('init_data_sp', { headers: { 'X-Operation-Field': '99999' } });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([TENANCY_MESSAGES.field]);
  });
});

describe('members who are not managers', () => {
  it('checks the path’s project even when the header names another one they may open', async () => {
    const jimu = await loginAs('jimu@example.com');
    const inside = String(await projectId(YAMADA_PROJECT));
    const outside = await projectId('博多駅前ビル 外装改修工事');
    const headers = { 'X-Operation-Field': inside };
    expect((await jimu.api('getTalkByFieldId', { params: { id: Number(inside) }, headers })).status).toBe(
      200,
    );
    const res = await jimu.api('getTalkByFieldId', { params: { id: outside }, headers });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([TENANCY_MESSAGES.field]);
  });

  it('lets a participant in and keeps a non-participant of the same company out', async () => {
    const jimu = await loginAs('jimu@example.com');
    const inside = await projectId(YAMADA_PROJECT);
    const outside = await projectId('博多駅前ビル 外装改修工事');
    expect((await jimu.api('getTalkByFieldId', { params: { id: inside } })).status).toBe(200);
    const res = await jimu.api('init_data_sp', { headers: { 'X-Operation-Field': String(outside) } });
    expect(res.status).toBe(403);
    expect(res.error.detail).toEqual([TENANCY_MESSAGES.field]);
  });
});

describe('operation header values', () => {
  it('treats the placeholders a client sends before it knows the id as absent', async () => {
    const manager = await loginAs(companyManager.email);
    for (const placeholder of ['', ' ', '0', 'null', 'undefined']) {
      const res = await manager.api('init_data_sp', {
        headers: {
          'X-Operation-Member': placeholder,
          'X-Operation-Company': placeholder,
          'X-Operation-Field': placeholder,
        },
      });
      expect(res.status, JSON.stringify(placeholder)).toBe(200);
    }
  });

  it('refuses ids that are not numbers, each with its own message', async () => {
    const manager = await loginAs(companyManager.email);
    const me = (await manager.api('getUserData')).data.user;
    const cases: [string, Record<string, string>, string][] = [
      ['member', { 'X-Operation-Member': 'abc' }, TENANCY_MESSAGES.member],
      ['member', { 'X-Operation-Member': `${me.member_id}x` }, TENANCY_MESSAGES.member],
      ['company', { 'X-Operation-Company': 'abc' }, TENANCY_MESSAGES.company],
      ['company', { 'X-Operation-Company': `x${me.login_company_id}` }, TENANCY_MESSAGES.company],
      ['company', { 'X-Operation-Company': '-1' }, TENANCY_MESSAGES.company],
      ['field', { 'X-Operation-Field': 'abc' }, TENANCY_MESSAGES.field],
      ['field', { 'X-Operation-Field': '1.5' }, TENANCY_MESSAGES.field],
      // Beyond PostgreSQL's integer (test/http/tenancy.test.ts has the rest of the range).
      ['member', { 'X-Operation-Member': String(MAX_ROW_ID + 1) }, TENANCY_MESSAGES.member],
      ['company', { 'X-Operation-Company': String(MAX_ROW_ID + 1) }, TENANCY_MESSAGES.company],
      ['field', { 'X-Operation-Field': String(MAX_ROW_ID + 1) }, TENANCY_MESSAGES.field],
    ];
    for (const [name, headers, message] of cases) {
      const res = await manager.api('init_data_sp', { headers });
      expect(res.status, name).toBe(403);
      expect(res.error.detail, name).toEqual([message]);
    }
  });

  it('reads only plain decimal digits as an id: the session’s own ids written otherwise are refused', async () => {
    const manager = await loginAs(companyManager.email);
    const me = (await manager.api('getUserData')).data.user;
    const own: [string, number, string][] = [
      ['X-Operation-Member', me.member_id, TENANCY_MESSAGES.member],
      ['X-Operation-Company', me.login_company_id, TENANCY_MESSAGES.company],
      ['X-Operation-Field', await projectId(YAMADA_PROJECT), TENANCY_MESSAGES.field],
    ];
    for (const [header, id, message] of own) {
      expect((await manager.api('init_data_sp', { headers: { [header]: String(id) } })).status, header).toBe(
        200,
      );
      for (const written of [`${id}x`, `x${id}`, `${id}.0`, `${id}e0`, `+${id}`, `0x${id.toString(16)}`]) {
        const res = await manager.api('init_data_sp', { headers: { [header]: written } });
        expect(res.status, `${header}: ${written}`).toBe(403);
        expect(res.error.detail, `${header}: ${written}`).toEqual([message]);
      }
    }
  });

  it('accepts the session’s own ids with surrounding spaces', async () => {
    const manager = await loginAs(companyManager.email);
    const me = (await manager.api('getUserData')).data.user;
    const res = await manager.api('init_data_sp', {
      headers: {
        'X-Operation-Member': ` ${me.member_id} `,
        'X-Operation-Company': ` ${me.login_company_id} `,
        'X-Operation-Field': ` ${await projectId(YAMADA_PROJECT)} `,
      },
    });
    expect(res.status).toBe(200);
  });

  it('says the company was switched only for a company the user belongs to and still may use', async () => {
    const client = await loginAs(partner.email);
    const init = await client.api('init_data_sp');
    const kimura = init.data.belong_companies.find((k) => k.name === '株式会社木村設備');
    if (!kimura) throw new Error('partner company missing');
    const switched = await client.api('init_data_sp', {
      headers: { 'X-Operation-Company': String(kimura.id) },
    });
    expect(switched.error.detail).toEqual([TENANCY_MESSAGES.companySwitched]);
    // The manager of 山田工務店 is no member of 木村設備.
    const manager = await loginAs(companyManager.email);
    const foreign = await manager.api('init_data_sp', {
      headers: { 'X-Operation-Company': String(kimura.id) },
    });
    expect(foreign.error.detail).toEqual([TENANCY_MESSAGES.company]);
  });
});

describe('readOperationId and enforceTenancy, read directly', () => {
  // What the routes cannot show: an id is refused with 403 whether it is read as a foreign id or as
  // no id at all, and the field id enforceTenancy hands on only keys the read cache today.
  const probe = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', server.deps);
      await next();
    })
    .get('/id', (c) => c.json({ id: String(readOperationId(c, 'X-Operation-Field')) }))
    .get('/tenancy', async (c) => {
      const session = await lookupSession(c);
      if (session.kind !== 'valid') throw new Error('no session');
      return c.json(await enforceTenancy(c, session.auth));
    });

  it('reads every id of the integer range, several digits and the largest included, and nothing beyond', async () => {
    const read = async (value: string) =>
      (
        (await (await probe.request('/id', { headers: { 'X-Operation-Field': value } })).json()) as {
          id: string;
        }
      ).id;
    expect(await read('7')).toBe('7');
    expect(await read('12')).toBe('12');
    expect(await read('1234567890')).toBe('1234567890');
    expect(await read(String(MAX_ROW_ID))).toBe(String(MAX_ROW_ID));
    expect(await read(String(MAX_ROW_ID + 1))).toBe('NaN');
    expect(await read('9999999999')).toBe('NaN');
    expect(await read('00')).toBe('NaN');
    expect(await read('0')).toBe('undefined');
  });

  it('hands the checked X-Operation-Field on to the handler', async () => {
    const client = await loginAs(companyManager.email);
    const field = await projectId(YAMADA_PROJECT);
    const res = await probe.request('/tenancy', {
      headers: { cookie: client.cookie ?? '', 'X-Operation-Field': String(field) },
    });
    expect(await res.json()).toEqual({ fieldId: field });
  });
});

describe('accessibleProjectFilter (the list form of the rule)', () => {
  /** The member and company a login of this address acts for first. */
  const actorOf = async (email: string) => {
    const { db } = server.database;
    const [row] = await db
      .select({ member: members, company: companies })
      .from(users)
      .innerJoin(members, eq(members.userId, users.id))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(eq(users.email, email))
      .orderBy(members.id);
    if (!row) throw new Error(`seed member ${email} missing`);
    return row;
  };

  const visible = async (actor: Awaited<ReturnType<typeof actorOf>>) =>
    (
      await server.database.db
        .select({ id: projects.id })
        .from(projects)
        .where(accessibleProjectFilter(actor, { companyId: projects.companyId, projectId: projects.id }))
    )
      .map((p) => p.id)
      .sort((a, b) => a - b);

  it('lists exactly the projects canAccessProject opens, for a manager and for a participant', async () => {
    const { db } = server.database;
    const all = (await db.select({ id: projects.id }).from(projects)).map((p) => p.id);
    for (const email of [companyManager.email, 'jimu@example.com']) {
      const actor = await actorOf(email);
      const expected: number[] = [];
      for (const id of all) if (await canAccessProject(db, actor, id)) expected.push(id);
      expect(await visible(actor), email).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('gives a manager every project of the company and a participant only theirs', async () => {
    const manager = await visible(await actorOf(companyManager.email));
    const jimu = await visible(await actorOf('jimu@example.com'));
    const yamada = await projectId(YAMADA_PROJECT);
    const notJimus = await projectId('博多駅前ビル 外装改修工事');
    expect(manager).toEqual(expect.arrayContaining([yamada, notJimus]));
    expect(manager).not.toContain(await projectId(KIMURA_PROJECT));
    expect(jimu).toContain(yamada);
    expect(jimu).not.toContain(notJimus);
    expect(jimu.every((id) => manager.includes(id))).toBe(true);
  });

  it('opens a company project nobody takes part in to the manager alone', async () => {
    const { db } = server.database;
    const manager = await actorOf(companyManager.email);
    const jimu = await actorOf('jimu@example.com');
    // The seed's manager takes part in every project of the company: only a new one tells the rules apart.
    const [unstaffed] = await db
      .insert(projects)
      .values({ companyId: manager.company.id, caseName: '担当者未定の現場' })
      .returning({ id: projects.id });
    if (!unstaffed) throw new Error('insert failed');
    expect(await canAccessProject(db, manager, unstaffed.id)).toBe(true);
    expect(await visible(manager)).toContain(unstaffed.id);
    expect(await canAccessProject(db, jimu, unstaffed.id)).toBe(false);
    expect(await visible(jimu)).not.toContain(unstaffed.id);
  });
});
