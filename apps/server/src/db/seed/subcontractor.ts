import { COMPANY_TYPE } from '@genba/validators';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { companies, offices, subcontractors } from '../schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_PARTNER_COMPANY_NAME } from './demo.ts';

/** Partner companies 山田工務店 registered itself (data only: no members of their own yet). */
const OWNED_PARTNERS = [
  {
    name: '有限会社佐藤塗装',
    nameKana: 'ユウゲンガイシャサトウトソウ',
    tel: '092-411-5566',
    rep: ['佐藤', '健一'],
  },
  {
    name: '株式会社田中電気工事',
    nameKana: 'カブシキガイシャタナカデンキコウジ',
    tel: '092-622-7788',
    rep: ['田中', '誠'],
  },
] as const;

/**
 * /setting/subcontractor's demo rows: 株式会社木村設備 (whose workers already sit in
 * 山田工務店 as type 2 members) linked as a company using the product, and two
 * companies 山田工務店 registered. Five rows: cheap enough for every test database.
 */
export const seedSubcontractors = async (db: Db): Promise<void> => {
  const [yamada] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  const [kimura] = await db.select().from(companies).where(eq(companies.name, DEMO_PARTNER_COMPANY_NAME));
  if (!yamada || !kimura) throw new Error('seed: companies for partner links missing');
  await db.insert(subcontractors).values({ companyId: yamada.id, partnerCompanyId: kimura.id, owned: false });
  for (const p of OWNED_PARTNERS) {
    const [company] = await db
      .insert(companies)
      .values({
        type: COMPANY_TYPE.general,
        name: p.name,
        nameKana: p.nameKana,
        prefecId: 40,
        address1: '福岡市博多区',
        telephoneNumber: p.tel,
        representName1: p.rep[0],
        representName2: p.rep[1],
      })
      .returning({ id: companies.id });
    if (!company) throw new Error(`seed: ${p.name} was not created`);
    const [office] = await db
      .insert(offices)
      .values({ companyId: company.id, name: '本社', prefecId: 40, address1: '福岡市博多区' })
      .returning({ id: offices.id });
    await db
      .update(companies)
      .set({ headOfficeId: office?.id ?? null })
      .where(eq(companies.id, company.id));
    await db
      .insert(subcontractors)
      .values({ companyId: yamada.id, partnerCompanyId: company.id, owned: true });
  }
};
