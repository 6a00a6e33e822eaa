import { japanDate, type RoomRole } from '@genba/validators';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../client.ts';
import {
  chatRoomMembers,
  chatRooms,
  companies,
  companyContracts,
  memberOffices,
  members,
  offices,
  projectMembers,
  projects,
  users,
} from '../schema/index.ts';
import { ALBUM_SEED_PROJECT, seedAlbum } from './album.ts';
import { seedBbsFiles } from './bbsFiles.ts';
import { seedBusinessHistory } from './businessHistory.ts';
import { seedCompanySettings } from './companySettings.ts';
import { seedDaily } from './daily.ts';
import { seedDailyBbs } from './dailyBbs.ts';
import { seedDailyPhotos } from './dailyPhotos.ts';
import { partnerPeople, yamadaMembers, yamadaProjects } from './data.ts';
import { DEMO_COMPANY_NAME, DEMO_PARTNER_COMPANY_NAME, DEMO_PASSWORD, demoContractEnd } from './demo.ts';
import { seedOrgAccess } from './orgaccess.ts';
import { seedOrganisation } from './organisation.ts';
import { seedProjects } from './projects.ts';
import { seedProtec } from './protec.ts';
import { seedSchedule } from './schedule.ts';
import { seedSubcontractors } from './subcontractor.ts';
import { seedTalk } from './talk.ts';
import { seedTalkNews } from './talkNews.ts';

/** Room role from auth_id (core §6 role mapping): managers 1, salesman 2, others 0. */
const roomRoleFor = (authId: number): RoomRole => {
  if ([2, 10, 5, 6].includes(authId)) return 1;
  if (authId === 7) return 2;
  return 0;
};

export const isDatabaseEmpty = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
};

/** Seeds the demo data when there is no company yet; returns whether it did. */
export const seedIfEmpty = async (db: Db): Promise<boolean> => {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemo(db);
  return true;
};

/** `now` is the real clock: contract end dates count from it (demoContractEnd), everything else from the seed's day. */
export const seedDemo = async (db: Db, now: Date = new Date()): Promise<void> => {
  const today = japanDate(now);
  // One hash for every demo account: argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [yamada, kimura] = await tx
      .insert(companies)
      .values([
        {
          type: 99,
          name: DEMO_COMPANY_NAME,
          nameKana: 'カブシキガイシャヤマダコウムテン',
          postcode: '8020001',
          prefecId: 40,
          address1: '北九州市小倉北区',
          address2: '浅野1丁目1-1',
          telephoneNumber: '0935551234',
          faxNumber: '0935551235',
          url: 'https://yamada-koumuten.example.jp',
          representName1: '山田',
          representName2: '太郎',
          representKana1: 'ヤマダ',
          representKana2: 'タロウ',
          personInChargeName: '山田 太郎',
          latitude: 33.8868,
          longitude: 130.8826,
        },
        {
          type: 99,
          name: DEMO_PARTNER_COMPANY_NAME,
          nameKana: 'カブシキガイシャキムラセツビ',
          postcode: '8120011',
          prefecId: 40,
          address1: '福岡市博多区',
          address2: '博多駅前3丁目2-8',
          telephoneNumber: '0924447777',
          representName1: '木村',
          representName2: '誠',
        },
      ])
      .returning({ id: companies.id });
    if (!yamada || !kimura) throw new Error('seed: companies were not created');

    const [head, fukuoka, kimuraHead] = await tx
      .insert(offices)
      .values([
        {
          companyId: yamada.id,
          name: '本社',
          postcode: '8020001',
          prefecId: 40,
          address1: '北九州市小倉北区',
          address2: '浅野1丁目1-1',
          telephoneNumber: '0935551234',
        },
        {
          companyId: yamada.id,
          name: '福岡支店',
          postcode: '8100001',
          prefecId: 40,
          address1: '福岡市中央区',
          address2: '天神2丁目5-10',
          telephoneNumber: '0927778888',
        },
        {
          companyId: kimura.id,
          name: '本社',
          postcode: '8120011',
          prefecId: 40,
          address1: '福岡市博多区',
          address2: '博多駅前3丁目2-8',
          telephoneNumber: '0924447777',
        },
      ])
      .returning({ id: offices.id });
    if (!head || !fukuoka || !kimuraHead) throw new Error('seed: offices were not created');
    const officeIds = { head: head.id, fukuoka: fukuoka.id };

    // Company headers point at their head office (no FK: the two rows reference each other).
    await tx.update(companies).set({ headOfficeId: head.id }).where(eq(companies.id, yamada.id));
    await tx.update(companies).set({ headOfficeId: kimuraHead.id }).where(eq(companies.id, kimura.id));

    // Both companies use the standard plan (100) so paid features are open in the demo: a yearly
    // contract ending 11 months on and a monthly one ending 4 months on (2027-10-31 and 2027-03-31 from the seed's day).
    await tx.insert(companyContracts).values([
      {
        companyId: yamada.id,
        contractPlanId: 100,
        contractType: 1,
        contractEndDate: demoContractEnd(today, 11),
      },
      {
        companyId: kimura.id,
        contractPlanId: 100,
        contractType: 2,
        contractEndDate: demoContractEnd(today, 4),
      },
    ]);

    const memberIds = new Map<string, { memberId: number; authId: number }>();

    for (const m of yamadaMembers) {
      const [user] = await tx
        .insert(users)
        .values({
          email: m.email ?? null,
          telNumber: m.tel ?? null,
          passwordHash: m.loginType === 2 ? null : passwordHash,
          loginType: m.loginType,
          agreeTermsFlg: m.agreed,
          lastAccess: m.agreed ? new Date('2026-11-01T09:00:00+09:00') : null,
          loginCompanyId: yamada.id,
          loginOfficeId: officeIds[m.offices[0] ?? 'head'],
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`seed: user ${m.key} was not created`);
      const [member] = await tx
        .insert(members)
        .values({
          userId: user.id,
          companyId: yamada.id,
          belongToCompanyId: yamada.id,
          companyName: DEMO_COMPANY_NAME,
          type: 1,
          authId: m.authId,
          contractAuthority: m.contractAuthority ?? 0,
          memberUpdateAllowed: m.memberUpdateAllowed ?? 0,
          name1: m.name1,
          name2: m.name2,
          kana1: m.kana1,
          kana2: m.kana2,
        })
        .returning({ id: members.id });
      if (!member) throw new Error(`seed: member ${m.key} was not created`);
      await tx
        .insert(memberOffices)
        .values(m.offices.map((o) => ({ memberId: member.id, officeId: officeIds[o] })));
      memberIds.set(m.key, { memberId: member.id, authId: m.authId });
    }

    for (const p of partnerPeople) {
      const [user] = await tx
        .insert(users)
        .values({
          email: p.email,
          telNumber: 'tel' in p ? p.tel : null,
          passwordHash,
          loginType: p.loginType,
          agreeTermsFlg: p.agreed,
          lastAccess: p.agreed ? new Date('2026-11-01T09:00:00+09:00') : null,
          loginCompanyId: yamada.id,
          loginOfficeId: fukuoka.id,
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`seed: user ${p.key} was not created`);
      const common = { userId: user.id, name1: p.name1, name2: p.name2, kana1: p.kana1, kana2: p.kana2 };
      const [own, placed] = await tx
        .insert(members)
        .values([
          {
            ...common,
            companyId: kimura.id,
            belongToCompanyId: kimura.id,
            companyName: DEMO_PARTNER_COMPANY_NAME,
            type: 1,
            authId: p.ownAuthId,
            contractAuthority: p.ownAuthId === 2 ? 1 : 0,
          },
          {
            ...common,
            companyId: yamada.id,
            belongToCompanyId: kimura.id,
            companyName: DEMO_PARTNER_COMPANY_NAME,
            type: 2,
            authId: p.yamadaAuthId,
          },
        ])
        .returning({ id: members.id });
      if (!own || !placed) throw new Error(`seed: members of ${p.key} were not created`);
      await tx.insert(memberOffices).values([
        { memberId: own.id, officeId: kimuraHead.id },
        { memberId: placed.id, officeId: fukuoka.id },
      ]);
      memberIds.set(p.key, { memberId: placed.id, authId: p.yamadaAuthId });
      memberIds.set(`${p.key}@own`, { memberId: own.id, authId: p.ownAuthId });
    }

    const partnerKeys = new Set<string>(partnerPeople.map((p) => p.key));
    for (const p of yamadaProjects) {
      const [project] = await tx
        .insert(projects)
        .values({
          companyId: yamada.id,
          officeId: officeIds[p.office],
          caseName: p.caseName,
          caseNameKana: p.caseNameKana,
          completionStatus: p.status,
          startDate: p.startDate,
          endDate: p.endDate,
          address: p.address,
        })
        .returning({ id: projects.id });
      if (!project) throw new Error(`seed: project ${p.caseName} was not created`);
      await tx.insert(projectMembers).values(
        p.members.map((key) => {
          const m = memberIds.get(key);
          if (!m) throw new Error(`seed: unknown member ${key}`);
          return {
            projectId: project.id,
            memberId: m.memberId,
            roomRole: partnerKeys.has(key) ? (1000 as const) : roomRoleFor(m.authId),
          };
        }),
      );
      await tx
        .insert(chatRooms)
        .values({ companyId: yamada.id, type: 'project', attendanceFieldId: project.id, name: p.caseName });
      if (p.caseName === ALBUM_SEED_PROJECT)
        await seedAlbum(tx, {
          companyId: yamada.id,
          fieldId: project.id,
          memberIds: p.members.flatMap((k) => memberIds.get(k)?.memberId ?? []),
        });
    }

    // The partner company's own project, so switching company shows a different list.
    const kimuraOwn = memberIds.get('partner@own');
    const [own] = await tx
      .insert(projects)
      .values({
        companyId: kimura.id,
        officeId: kimuraHead.id,
        caseName: '木村設備 倉庫配管更新',
        caseNameKana: 'キムラセツビ ソウコハイカンコウシン',
        completionStatus: 3,
        address: '福岡県福岡市博多区東比恵',
      })
      .returning({ id: projects.id });
    if (!own || !kimuraOwn) throw new Error('seed: partner project was not created');
    await tx.insert(projectMembers).values({ projectId: own.id, memberId: kimuraOwn.memberId, roomRole: 1 });
    await tx.insert(chatRooms).values({
      companyId: kimura.id,
      type: 'project',
      attendanceFieldId: own.id,
      name: '木村設備 倉庫配管更新',
    });

    // A group room and a private room so every room type exists.
    const roomMembers = (keys: string[]) =>
      keys.map((k) => {
        const m = memberIds.get(k);
        if (!m) throw new Error(`seed: unknown member ${k}`);
        return m.memberId;
      });
    const [group, direct] = await tx
      .insert(chatRooms)
      .values([
        { companyId: yamada.id, type: 'group', name: '福岡支店 連絡グループ' },
        { companyId: yamada.id, type: 'private', name: '' },
      ])
      .returning({ id: chatRooms.id });
    if (!group || !direct) throw new Error('seed: rooms were not created');
    await tx
      .insert(chatRoomMembers)
      .values([
        ...roomMembers(['manager', 'officeManager', 'officeSubManager', 'officeMember', 'foreman']).map(
          (memberId) => ({ chatRoomId: group.id, memberId }),
        ),
        ...roomMembers(['manager', 'foreman']).map((memberId) => ({ chatRoomId: direct.id, memberId })),
      ]);
    await seedOrganisation(tx);
    await seedCompanySettings(tx);
    await seedTalk(tx, yamada.id);
    await seedBbsFiles(tx);
    await seedSubcontractors(tx);
    await seedProtec(tx, passwordHash, today);
  });
  await seedDaily(db);
  await seedDailyBbs(db);
  await seedDailyPhotos(db);
  await seedProjects(db);
  await seedBusinessHistory(db);
  await seedSchedule(db);
  await seedTalkNews(db, passwordHash);
  await seedOrgAccess(db);
};
