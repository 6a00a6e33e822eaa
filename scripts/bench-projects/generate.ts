import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { DEMO_COMPANY_NAME } from '../../apps/server/src/db/seed/demo.ts';

/**
 * Issue 9's lived-in company at scale: `count` more projects for the demo company in one set-based
 * insert, with 2,000 customers so the joins and the keyword search over customer names are real.
 * Shared by bench:projects and explain-projects.ts so both measure the same data.
 */
export const generateCaseListProjects = async (db: Db, count: number) => {
  await db.execute(sql`
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
    from company, office, customer_ids, generate_series(1, ${count}) g
  `);
  // The app writes the case list's sort copy of the customer's name with customer_id (schema/project.ts).
  await db.execute(
    sql`update projects set customer_name = c.client_name from customers c where c.id = projects.customer_id`,
  );
  await db.execute(sql`analyze`);
};
