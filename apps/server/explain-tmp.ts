import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '/work/wt/perf/apps/server/src/db/client.ts';
import { DEMO_COMPANY_NAME } from '/work/wt/perf/apps/server/src/db/seed/demo.ts';
import { seedDemo } from '/work/wt/perf/apps/server/src/db/seed/seed.ts';
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
await database.migrate();
await seedDemo(database.db);
let t = performance.now();
await database.db.execute(sql`
  with company as (select id from companies where name = ${DEMO_COMPANY_NAME}),
  office as (select min(o.id) as id from offices o, company where o.company_id = company.id),
  new_customers as (
    insert into customers (company_id, client_name, kana, address1)
    select company.id, '顧客' || g, 'コキャク' || g, '福岡市' || (array['博多区','中央区','東区','南区'])[1 + g % 4]
    from company, generate_series(1, 2000) g
    returning id
  ),
  customer_ids as (select array_agg(id) as ids from new_customers)
  insert into projects (company_id, office_id, case_name, case_name_kana, completion_status, customer_id,
    start_date, end_date, contract_date, case_type, team_names, address, created_at, updated_at)
  select company.id, office.id, '生成案件 ' || g || ' ' || (array['外壁塗装','屋根工事','内装','新築'])[1 + g % 4],
    'セイセイ' || g, (g % 10)::smallint, customer_ids.ids[1 + g % 2000],
    date '2020-01-01' + (g % 2500), date '2020-01-01' + (g % 2500) + 30, date '2019-12-01' + (g % 2500),
    (array['リフォーム','新築','修繕'])[1 + g % 3], array[(array['塗装班','大工班','設備班'])[1 + g % 3]],
    '福岡県福岡市' || g, now() - (g || ' minutes')::interval, now() - (g || ' seconds')::interval
  from company, office, customer_ids, generate_series(1, 50000) g
`);
await database.db.execute(sql`analyze`);
console.log('generated', performance.now() - t);
const [{ id: cid }] = await queryRows<{ id: number }>(database.db, sql`select id from companies where name = ${DEMO_COMPANY_NAME}`);
const Q: Record<string, string> = {
  'count all': `select count(*) from projects where company_id = ${cid}`,
  'ids default': `select p.id from projects p where p.company_id = ${cid} order by p.updated_at desc, p.id desc limit 30`,
  'ids customer sort': `select p.id from projects p left join customers c on c.id = p.customer_id where p.company_id = ${cid} order by c.client_name asc, p.id asc limit 30`,
  'ids keyword': `select p.id from projects p left join customers c on c.id = p.customer_id where p.company_id = ${cid} and (p.case_name ilike '%外壁%' or p.case_name_kana ilike '%外壁%' or p.address ilike '%外壁%' or c.client_name ilike '%外壁%' or concat_ws('', c.address1, c.address2, c.address3) ilike '%外壁%') order by p.updated_at desc, p.id desc limit 30`,
  'ids page 500': `select p.id from projects p where p.company_id = ${cid} order by p.updated_at desc, p.id desc limit 30 offset 14970`,
  'old default (joins before limit)': `select p.*, c.client_name, b.estate_name, o.name, (select r.id from chat_rooms r where r.attendance_field_id = p.id and r.type = 'project' limit 1) from projects p left join customers c on c.id = p.customer_id left join buildings b on b.id = p.building_id left join offices o on o.id = p.office_id left join members s on s.id = p.sale_man left join members f on f.id = p.fore_man where p.company_id = ${cid} order by p.updated_at desc, p.id desc limit 30`,
  'old customer sort (joins before limit)': `select p.*, c.client_name, b.estate_name, o.name, (select r.id from chat_rooms r where r.attendance_field_id = p.id and r.type = 'project' limit 1) from projects p left join customers c on c.id = p.customer_id left join buildings b on b.id = p.building_id left join offices o on o.id = p.office_id left join members s on s.id = p.sale_man left join members f on f.id = p.fore_man where p.company_id = ${cid} order by c.client_name asc, p.id asc limit 30`,
};
for (const [name, q] of Object.entries(Q)) {
  for (let i = 0; i < 2; i++) await database.db.execute(sql.raw(q));
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql.raw(`explain (analyze, costs off, timing off, summary on) ${q}`));
  const plan = rows.map((r) => r['QUERY PLAN']);
  console.log(`\n## ${name}\n${plan.join('\n')}`);
}
await database.close();
