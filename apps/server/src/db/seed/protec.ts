import { AUTHORITY, COMPANY_TYPE } from '@genba/validators';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  companies,
  companyContracts,
  memberOffices,
  members,
  offices,
  subcontractors,
  users,
} from '../schema/index.ts';
import { DEMO_COMPANY_NAME, DEMO_LOGINS, DEMO_PROTEC_COMPANY_NAME, demoContractEnd } from './demo.ts';

/**
 * An installer (protec, company authority 16) that 山田工務店 registered as a partner company:
 * its manager (DEMO_LOGINS.protecManager) registers projects with a 工事受付 for 山田工務店
 * (createProtecProject). It has a standard contract, so project registration is open.
 */
export const seedProtec = async (db: Db, passwordHash: string, today: string): Promise<void> => {
  const [yamada] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  if (!yamada) throw new Error('seed: 山田工務店 missing for the protec link');
  const [protec] = await db
    .insert(companies)
    .values({
      type: COMPANY_TYPE.general,
      name: DEMO_PROTEC_COMPANY_NAME,
      nameKana: 'カブシキガイシャニシニホンジュウセツ',
      postcode: '8120013',
      prefecId: 40,
      address1: '福岡市博多区',
      address2: '博多駅東2丁目6-1',
      telephoneNumber: '0924321234',
      representName1: '松本',
      representName2: '聡',
      authority: AUTHORITY.protec,
    })
    .returning({ id: companies.id });
  if (!protec) throw new Error('seed: protec company was not created');
  const [office] = await db
    .insert(offices)
    .values({ companyId: protec.id, name: '本社', prefecId: 40, address1: '福岡市博多区' })
    .returning({ id: offices.id });
  if (!office) throw new Error('seed: protec office was not created');
  await db.update(companies).set({ headOfficeId: office.id }).where(eq(companies.id, protec.id));
  await db.insert(companyContracts).values({
    companyId: protec.id,
    contractPlanId: 100,
    contractType: 1,
    contractEndDate: demoContractEnd(today, 11),
  });
  const [user] = await db
    .insert(users)
    .values({
      email: DEMO_LOGINS.protecManager.email,
      passwordHash,
      loginType: 1,
      agreeTermsFlg: true,
      lastAccess: new Date('2026-11-01T09:00:00+09:00'),
      loginCompanyId: protec.id,
      loginOfficeId: office.id,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('seed: protec manager was not created');
  const [manager] = await db
    .insert(members)
    .values({
      userId: user.id,
      companyId: protec.id,
      belongToCompanyId: protec.id,
      companyName: DEMO_PROTEC_COMPANY_NAME,
      type: 1,
      authId: 2,
      contractAuthority: 1,
      memberUpdateAllowed: 1,
      name1: '松本',
      name2: '聡',
      kana1: 'マツモト',
      kana2: 'サトシ',
    })
    .returning({ id: members.id });
  if (!manager) throw new Error('seed: protec member was not created');
  await db.insert(memberOffices).values({ memberId: manager.id, officeId: office.id });
  await db.insert(subcontractors).values({ companyId: yamada.id, partnerCompanyId: protec.id, owned: false });
};
