import type { Db } from '../client.ts';
import {
  companies,
  companyContracts,
  memberOffices,
  members,
  news,
  offices,
  systemAdmins,
  users,
} from '../schema/index.ts';
import { DEMO_LOGINS } from './demo.ts';

/** The operator's own company: the system administrator needs a member to log in with. */
export const OPERATOR_COMPANY_NAME = '現場ポケット運営事務局';

const DAY = 86_400_000;

/**
 * The system administrator (talk §6 news role) and a few published news items: a notice with
 * an HTML body, a maintenance notice, an invitation-type item and a PDF download.
 * A handful of rows, so test seeds stay fast.
 */
export const seedTalkNews = async (db: Db, passwordHash: string, now: Date = new Date()): Promise<void> => {
  const [operator] = await db
    .insert(companies)
    .values({ type: 99, name: OPERATOR_COMPANY_NAME, nameKana: 'ゲンバポケットウンエイジムキョク' })
    .returning({ id: companies.id });
  if (!operator) throw new Error('seed: operator company was not created');
  const [office] = await db
    .insert(offices)
    .values({ companyId: operator.id, name: '本社' })
    .returning({ id: offices.id });
  if (!office) throw new Error('seed: operator office was not created');
  await db.insert(companyContracts).values({ companyId: operator.id, contractPlanId: 100, contractType: 1 });
  const [user] = await db
    .insert(users)
    .values({
      email: DEMO_LOGINS.systemAdmin.email,
      passwordHash,
      loginType: 1,
      agreeTermsFlg: true,
      lastAccess: now,
      loginCompanyId: operator.id,
      loginOfficeId: office.id,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('seed: system administrator was not created');
  const [member] = await db
    .insert(members)
    .values({
      userId: user.id,
      companyId: operator.id,
      belongToCompanyId: operator.id,
      companyName: OPERATOR_COMPANY_NAME,
      type: 1,
      authId: 2,
      name1: '運営',
      name2: '管理者',
      kana1: 'ウンエイ',
      kana2: 'カンリシャ',
    })
    .returning({ id: members.id });
  if (!member) throw new Error('seed: system administrator member was not created');
  await db.insert(memberOffices).values({ memberId: member.id, officeId: office.id });
  await db.insert(systemAdmins).values({ userId: user.id });

  const base = { createUserId: user.id, publishEnd: null };
  await db.insert(news).values([
    {
      ...base,
      title: '年末年始の休業日のお知らせ',
      type: 'notice',
      content:
        '<p>誠に勝手ながら、<strong>12月29日から1月3日</strong>まで休業とさせていただきます。</p><p>期間中のお問い合わせは1月4日以降に順次対応いたします。</p>',
      filePath: null,
      target: 'all',
      // No seeded pop-up: it would cover every end-to-end flow after login (talkNews.spec.ts makes one).
      popupFlg: false,
      publishStart: new Date(now.getTime() - 2 * DAY),
    },
    {
      ...base,
      title: 'システムメンテナンスのお知らせ',
      type: 'maintenance',
      content: '<p>11月30日 2:00〜4:00 にメンテナンスを行います。この間はご利用いただけません。</p>',
      filePath: null,
      target: 'all',
      popupFlg: false,
      publishStart: new Date(now.getTime() - 5 * DAY),
    },
    {
      ...base,
      title: '協力会社の招待機能について',
      type: 'invitation',
      content: '<p>現場のトークルームから協力会社の職人さんを招待できるようになりました。</p>',
      filePath: null,
      target: 'pc',
      popupFlg: false,
      publishStart: new Date(now.getTime() - 9 * DAY),
    },
    {
      ...base,
      title: 'ご利用ガイド（PDF）',
      type: 'notice',
      content: null,
      filePath: '/news/guide.pdf',
      target: 'all',
      popupFlg: false,
      publishStart: new Date(now.getTime() - 20 * DAY),
    },
  ]);
};
