import type { ProjectCompletionStatus } from '@genba/validators';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  buildings,
  chatRooms,
  companies,
  customers,
  members,
  offices,
  projectMembers,
  projects,
} from '../schema/index.ts';
import { DEMO_COMPANY_NAME } from './demo.ts';

/**
 * Issue 9's lived-in company: customers, buildings and 60 more projects across
 * every completion status, so the case list has pages, filters and sorts to
 * show. Set-based inserts (one statement per table) keep the test seed fast.
 */

const FAMILY = [
  '田中',
  '佐藤',
  '鈴木',
  '高橋',
  '伊藤',
  '渡辺',
  '山本',
  '中村',
  '小林',
  '加藤',
  '吉田',
  '山口',
];
const FAMILY_KANA = [
  'タナカ',
  'サトウ',
  'スズキ',
  'タカハシ',
  'イトウ',
  'ワタナベ',
  'ヤマモト',
  'ナカムラ',
  'コバヤシ',
  'カトウ',
  'ヨシダ',
  'ヤマグチ',
];
const WARDS = ['福岡市博多区', '福岡市中央区', '福岡市東区', '福岡市南区', '北九州市小倉北区', '久留米市'];
const WORKS = [
  '外壁塗装工事',
  '屋根葺き替え工事',
  '浴室リフォーム',
  'キッチン改修',
  '新築工事',
  '外構工事',
  '内装リフォーム',
  '防水工事',
];
const SOURCES = ['紹介', 'ホームページ', 'チラシ', '展示会', 'リピート'];
const CASE_TYPES = ['リフォーム', '新築', '修繕'];
const TEAMS = ['塗装班', '大工班', '設備班'];

const day = (base: string, offset: number): string => {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** How many lived-in projects the seed adds beside the six hand-written demo sites. */
export const GENERATED_PROJECT_COUNT = 60;

export const seedProjects = async (db: Db): Promise<void> => {
  const [company] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
  if (!company) return;
  const officeRows = await db
    .select()
    .from(offices)
    .where(eq(offices.companyId, company.id))
    .orderBy(asc(offices.id));
  const staff = await db
    .select({ id: members.id, authId: members.authId })
    .from(members)
    .where(and(eq(members.companyId, company.id), inArray(members.authId, [2, 5, 7])))
    .orderBy(asc(members.id));
  const manager = staff.find((m) => m.authId === 2);
  const foreman = staff.find((m) => m.authId === 5);
  const salesman = staff.find((m) => m.authId === 7);
  if (!manager || officeRows.length === 0) return;
  const officeOf = (i: number) => officeRows[i % officeRows.length]?.id ?? null;

  const customerRows = await db
    .insert(customers)
    .values(
      FAMILY.map((name, i) => ({
        companyId: company.id,
        clientName:
          i % 4 === 3 ? `株式会社${name}不動産` : `${name} ${['一郎', '花子', '健', '美咲'][i % 4]}`,
        kana: FAMILY_KANA[i] ?? null,
        type: i % 4 === 3 ? ('company' as const) : ('person' as const),
        rank: ['A', 'B', 'C'][i % 3] ?? null,
        tel: `092555${String(1000 + i).padStart(4, '0')}`,
        officeId: officeOf(i),
        workerInChargeId: salesman?.id ?? manager.id,
        postcode: '8120011',
        prefectureId: 40,
        address1: WARDS[i % WARDS.length] ?? null,
        address2: `${i + 1}丁目${i + 2}-${i + 3}`,
        number: `C-${String(i + 1).padStart(4, '0')}`,
      })),
    )
    .returning({ id: customers.id, name: customers.clientName, address1: customers.address1 });

  const buildingRows = await db
    .insert(buildings)
    .values(
      customerRows.map((c, i) => ({
        companyId: company.id,
        customerId: c.id,
        officeId: officeOf(i),
        estateName: c.name.startsWith('株式会社') ? `${FAMILY[i]}ビル` : `${FAMILY[i]}様邸`,
        kana: FAMILY_KANA[i] ?? null,
        postcode: '8120011',
        prefectureId: 40,
        address1: c.address1,
        address2: `${i + 1}丁目${i + 2}-${i + 3}`,
        structure: i % 2 ? '木造' : '鉄骨造',
        buildingType: c.name.startsWith('株式会社') ? 'ビル' : '戸建',
        floorNumber: c.name.startsWith('株式会社') ? 5 : 2,
        buildDate: day('1995-04-01', i * 400),
        completionFlag: (i % 3 === 0 ? 0 : 2) as ProjectCompletionStatus,
        startDate: day('2026-10-01', i * 7),
      })),
    )
    .returning({ id: buildings.id, customerId: buildings.customerId, name: buildings.estateName });

  const customerNames = new Map(customerRows.map((c) => [c.id, c.name]));
  const created = await db
    .insert(projects)
    .values(
      Array.from({ length: GENERATED_PROJECT_COUNT }, (_, i) => {
        const b = buildingRows[i % buildingRows.length];
        const start = day('2026-04-01', i * 5);
        return {
          companyId: company.id,
          officeId: officeOf(i),
          caseName: `${b?.name ?? '現場'} ${WORKS[i % WORKS.length]}${i >= buildingRows.length ? `（${Math.floor(i / buildingRows.length) + 1}期）` : ''}`,
          caseNameKana: `${FAMILY_KANA[i % FAMILY_KANA.length]}`,
          completionStatus: (i % 10) as ProjectCompletionStatus,
          customerId: b?.customerId ?? null,
          // The case list's sort copy of the customer's name (schema/project.ts).
          customerName: b?.customerId ? (customerNames.get(b.customerId) ?? null) : null,
          buildingId: b?.id ?? null,
          saleMan: salesman?.id ?? null,
          foreMan: foreman?.id ?? null,
          source: SOURCES[i % SOURCES.length] ?? null,
          caseType: CASE_TYPES[i % CASE_TYPES.length] ?? null,
          teamNames: [TEAMS[i % TEAMS.length] ?? '塗装班'],
          launchDate: day(start, -60),
          contractDate: day(start, -20),
          surveyDate: day(start, -45),
          businessDate: day(start, -30),
          startDate: start,
          endDate: day(start, 30 + (i % 4) * 15),
          receptionDate: day(start, -60),
          address: `福岡県${WARDS[i % WARDS.length]}`,
          externalLinked: i === 59,
        };
      }),
    )
    .returning({ id: projects.id, caseName: projects.caseName });

  await db.insert(chatRooms).values(
    created.map((p) => ({
      companyId: company.id,
      type: 'project' as const,
      attendanceFieldId: p.id,
      name: p.caseName,
    })),
  );
  await db
    .insert(projectMembers)
    .values(
      created.flatMap((p) => [
        { projectId: p.id, memberId: manager.id, roomRole: 1 as const },
        ...(foreman ? [{ projectId: p.id, memberId: foreman.id, roomRole: 1 as const }] : []),
        ...(salesman ? [{ projectId: p.id, memberId: salesman.id, roomRole: 2 as const }] : []),
      ]),
    );
};
