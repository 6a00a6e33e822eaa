import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { companies, members, projectBusinessHistories, projects } from '../schema/index.ts';
import { DEMO_COMPANY_NAME } from './demo.ts';

/** How many of the demo company's generated projects (those with a customer) get a business history. */
const PROJECTS_WITH_HISTORY = 4;

const day = (base: string, offset: number): string => {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/**
 * A few business-history entries (営業履歴) on the first projects with a
 * customer: a survey visit, a proposal call, a claim and a neighbourhood
 * greeting before the works. One small insert: it runs in every test seed.
 */
export const seedBusinessHistory = async (db: Db): Promise<void> => {
  const [company] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  if (!company) return;
  const [salesman] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.companyId, company.id), eq(members.authId, 7)));
  const targets = await db
    .select({ id: projects.id, business: projects.businessDate, start: projects.startDate })
    .from(projects)
    .where(and(eq(projects.companyId, company.id), isNotNull(projects.customerId)))
    .orderBy(asc(projects.id))
    .limit(PROJECTS_WITH_HISTORY);
  const createdBy = salesman?.id ?? null;
  const rows = targets.flatMap((p, i) => {
    const business = p.business ?? '2026-09-01';
    const start = p.start ?? day(business, 30);
    const common = { companyId: company.id, projectId: p.id, createdBy };
    return [
      {
        ...common,
        operationDate: day(business, -15),
        startTime: '10:00',
        endTime: '11:00',
        operationClass: 'survey' as const,
        contactPerson: 'ご本人様',
        memo: '現地調査。外壁のひび割れと雨樋の破損を確認。',
      },
      {
        ...common,
        operationDate: business,
        startTime: '14:00',
        endTime: '15:30',
        operationClass: 'proposal' as const,
        contactPerson: 'ご本人様・奥様',
        memo: 'お見積と色見本をご提示。',
        referralSalesType: i % 2 === 0 ? ('requested' as const) : null,
      },
      ...(i === 1
        ? [
            {
              ...common,
              operationDate: day(business, 3),
              startTime: '18:10',
              operationClass: 'phone' as const,
              contactPerson: 'ご本人様',
              claimFlg: true,
              memo: '見積書の送付が遅いとのご指摘。翌朝に再送してお詫び。',
            },
          ]
        : []),
      {
        ...common,
        operationDate: day(start, -3),
        startTime: '09:00',
        endTime: '09:40',
        operationClass: 'visit' as const,
        contactPerson: '近隣の皆様',
        memo: '着工前の近隣挨拶。工事案内を配布。',
        neighbourhoodApproachType: 'greeting' as const,
      },
    ];
  });
  if (rows.length > 0) await db.insert(projectBusinessHistories).values(rows);
};
