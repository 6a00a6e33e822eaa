/**
 * `npm run explain:projects`: the case list's statements at 50,000
 * projects (bench:projects' data), each under EXPLAIN (ANALYZE, BUFFERS), on PGlite or, with
 * DATABASE_URL set (scripts/with-postgres.sh), on PostgreSQL. Runs listCases itself and explains
 * exactly the statements it sent, with their parameters. EXPLAIN_SCENARIOS=name,name picks scenarios;
 * EXPLAIN_PLANS=0 prints only the times. Not part of `npm test`.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { type Db, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { DEMO_COMPANY_NAME } from '../apps/server/src/db/seed/demo.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { type CaseListFilter, listCases } from '../apps/server/src/routes/project/queries.ts';
import { generateCaseListProjects } from './bench-projects/generate.ts';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 50_000);
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: undefined });
await database.migrate();
await seedDemo(database.db);
await generateCaseListProjects(database.db, PROJECTS);

// A second drizzle over the same connection that records what listCases sends. It counts no writes,
// so the cached total is computed (and explained) every time.
const sent: { query: string; params: unknown[] }[] = [];
const logger = { logQuery: (query: string, params: unknown[]) => sent.push({ query, params }) };
const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
const db: Db =
  client instanceof PGlite
    ? drizzlePglite({ client, schema, logger })
    : drizzlePg({ client, schema, logger });

const [company] = await queryRows<{ id: number }>(
  database.db,
  sql`select id from companies where name = ${DEMO_COMPANY_NAME}`,
);
if (!company) throw new Error('no demo company');
const base: CaseListFilter = {
  companyId: company.id,
  participantId: null,
  status: 99,
  searchCustomer: true,
  sort: 'updated_at',
  order: 'desc',
  page: 1,
};
const scenarios: [string, Partial<CaseListFilter>][] = [
  ['default', {}],
  ['keyword 外壁 (2 chars)', { keyword: '外壁' }],
  ['keyword 壁 (1 char)', { keyword: '壁' }],
  ['keyword 外壁塗 (trigram)', { keyword: '外壁塗' }],
  ['keyword 顧客12', { keyword: '顧客12' }],
  ['keyword without a match', { keyword: '存在しない現場' }],
  ['2 chars without a match', { keyword: '存在' }],
  ['1 char without a match', { keyword: '鬱' }],
  ['2 digits (about 2,000 matches: the grams count, then the walk)', { keyword: '47' }],
  ['2 chars, status 3 (the grams beside the status index)', { keyword: '外壁', status: 3 }],
  ['sort case_name + keyword 外壁塗', { keyword: '外壁塗', sort: 'case_name', order: 'asc' }],
];
const wanted = process.env.EXPLAIN_SCENARIOS?.split(',');
const plans = process.env.EXPLAIN_PLANS !== '0';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
console.log(`${database.kind}, ${PROJECTS} generated projects`);
for (const [name, change] of scenarios) {
  if (wanted && !wanted.some((w) => name.includes(w))) continue;
  const filter = { ...base, ...change };
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 7; i++) {
    sent.length = 0;
    const t0 = performance.now();
    total = (await listCases(db, filter)).total;
    times.push(performance.now() - t0);
  }
  console.log(`\n## ${name}: listCases median ${median(times).toFixed(1)} ms, total ${total}`);
  if (!plans) continue;
  for (const { query, params } of sent) {
    const explain = `explain (analyze, buffers, costs off) ${query}`;
    const { rows } = (
      client instanceof PGlite ? await client.query(explain, params) : await client.query(explain, params)
    ) as { rows: Record<string, string>[] };
    console.log(`\n${query.slice(0, 160)}${query.length > 160 ? '…' : ''}`);
    for (const row of rows) console.log(`  ${Object.values(row)[0]}`);
  }
}
await database.close();
