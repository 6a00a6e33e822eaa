import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { companies, companyOccupations, companyTeams } from '../schema/index.ts';
import { DEMO_COMPANY_NAME } from './demo.ts';

/** The demo company's occupations (/setting/occupations), offered by the member form's worker list. */
const OCCUPATIONS = ['塗装工', '大工', '設備工', '内装工', '足場工'];

/** The demo company's teams (/setting/company-team): the names seedProjects puts on the cases (TEAMS there). */
const TEAMS = ['塗装班', '大工班', '設備班'];

/**
 * Eight short rows, cheap for every test database. The worker-list requirement
 * is left off (no company_settings row): the demo members were made without worker lists.
 */
export const seedCompanySettings = async (db: Db): Promise<void> => {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY_NAME));
  if (!company) throw new Error('seed: company settings need the demo company');
  await db.insert(companyOccupations).values(OCCUPATIONS.map((name) => ({ companyId: company.id, name })));
  await db.insert(companyTeams).values(TEAMS.map((name) => ({ companyId: company.id, name })));
};
