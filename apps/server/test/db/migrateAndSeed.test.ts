import { readdirSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, queryRows } from '../../src/db/client.ts';
import { chatRooms, companies, members, offices, projects, users } from '../../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { seedIfEmpty } from '../../src/db/seed/seed.ts';
import { openTestDatabase } from '../helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('migrations', () => {
  it('creates every table and records the applied migration', async () => {
    const { db } = database;
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = tables.map((r) => r.table_name);
    for (const t of [
      'companies',
      'offices',
      'users',
      'members',
      'member_offices',
      'projects',
      'project_members',
      'chat_rooms',
      'sessions',
      'sms_codes',
      'account_tokens',
      'rate_limit_buckets',
    ]) {
      expect(names).toContain(t);
    }
    const applied = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBeGreaterThan(0);
  });

  it('is idempotent: running again applies nothing new', async () => {
    await database.migrate();
    const applied = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBe(readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length);
  });
});

describe('seed', () => {
  it('fills an empty database once', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await seedIfEmpty(database.db)).toBe(false);
  });

  it('creates the demo company with two offices, a partner company and the operator company', async () => {
    const { db } = database;
    const rows = await db.select().from(companies).orderBy(companies.id);
    expect(rows.map((c) => [c.name, c.type])).toEqual([
      ['株式会社山田工務店', 99],
      ['株式会社木村設備', 99],
      // Partner companies 山田工務店 registered on /setting/subcontractor (seed/subcontractor.ts).
      ['有限会社佐藤塗装', 99],
      ['株式会社田中電気工事', 99],
      // The installer (protec, authority 16) partner with its own manager login (seed/protec.ts).
      ['株式会社西日本住設', 99],
      // The system administrator's own company (seed/talkNews.ts).
      ['現場ポケット運営事務局', 99],
    ]);
    const yamada = rows[0];
    if (!yamada) throw new Error('no company');
    const officeNames = (await db.select().from(offices).where(eq(offices.companyId, yamada.id))).map(
      (o) => o.name,
    );
    expect(officeNames).toEqual(['本社', '福岡支店']);
    expect(yamada.headOfficeId).not.toBeNull();
  });

  it('has one member of every auth level of core §6 in the demo company', async () => {
    const { db } = database;
    const [yamada] = await db.select().from(companies).where(eq(companies.name, '株式会社山田工務店'));
    if (!yamada) throw new Error('no company');
    const auths = (
      await db.select({ a: members.authId }).from(members).where(eq(members.companyId, yamada.id))
    )
      .map((r) => r.a)
      .sort((a, b) => a - b);
    expect(auths).toEqual([0, 1, 2, 3, 5, 6, 7, 10, 11, 12, 101, 999]);
  });

  it('creates the fixed demo logins with the right terms state', async () => {
    const { db } = database;
    const [manager] = await db.select().from(users).where(eq(users.email, DEMO_LOGINS.companyManager.email));
    const [partner] = await db.select().from(users).where(eq(users.email, DEMO_LOGINS.partner.email));
    const [foreman] = await db
      .select()
      .from(users)
      .where(eq(users.telNumber, DEMO_LOGINS.foremanTel.normalized));
    expect(manager?.agreeTermsFlg).toBe(true);
    expect(partner?.agreeTermsFlg).toBe(false);
    expect(foreman?.loginType).toBe(2);
    expect(manager?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('creates projects each with a project chat room', async () => {
    const { db } = database;
    const projectRows = await db.select().from(projects);
    expect(projectRows.length).toBeGreaterThanOrEqual(6);
    const rooms = await db.select().from(chatRooms).where(eq(chatRooms.type, 'project'));
    expect(new Set(rooms.map((r) => r.attendanceFieldId))).toEqual(new Set(projectRows.map((p) => p.id)));
    expect(new Set(projectRows.map((p) => p.completionStatus)).size).toBeGreaterThan(3);
  });
});
