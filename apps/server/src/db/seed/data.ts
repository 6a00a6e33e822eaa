import type { AuthId, ProjectCompletionStatus } from '@genba/validators';

/**
 * The demo data set: a general company (type 99) with two offices, one member
 * of every auth level of core §6, a partner company and several projects.
 * Keys are local names used to wire rows together in seed.ts.
 */

export type SeedMember = {
  key: string;
  name1: string;
  name2: string;
  kana1: string;
  kana2: string;
  authId: AuthId;
  email?: string;
  tel?: string;
  /** 1 PC only, 2 mobile only, 3 both. */
  loginType: 1 | 2 | 3;
  agreed: boolean;
  offices: ('head' | 'fukuoka')[];
  contractAuthority?: 1;
  memberUpdateAllowed?: 1;
};

/** 株式会社山田工務店's in-company members: every auth level except the two partner ones. */
// biome-ignore format: one member per line reads as a table
export const yamadaMembers: SeedMember[] = [
  { key: 'manager', name1: '山田', name2: '太郎', kana1: 'ヤマダ', kana2: 'タロウ', authId: 2, email: 'kanri@example.com', tel: '09011112222', loginType: 3, agreed: true, offices: ['head', 'fukuoka'], contractAuthority: 1, memberUpdateAllowed: 1 },
  { key: 'general', name1: '佐藤', name2: '花子', kana1: 'サトウ', kana2: 'ハナコ', authId: 1, email: 'ippan@example.com', loginType: 1, agreed: true, offices: ['head'] },
  { key: 'foreman', name1: '鈴木', name2: '一郎', kana1: 'スズキ', kana2: 'イチロウ', authId: 5, tel: '09000000001', loginType: 2, agreed: true, offices: ['fukuoka'] },
  { key: 'salesman', name1: '高橋', name2: '健太', kana1: 'タカハシ', kana2: 'ケンタ', authId: 7, email: 'eigyo@example.com', tel: '09033334444', loginType: 3, agreed: true, offices: ['head'] },
  { key: 'officeManager', name1: '田中', name2: '美咲', kana1: 'タナカ', kana2: 'ミサキ', authId: 10, email: 'shitencho@example.com', loginType: 3, agreed: true, offices: ['fukuoka'], memberUpdateAllowed: 1 },
  { key: 'officeSubManager', name1: '伊藤', name2: '大輔', kana1: 'イトウ', kana2: 'ダイスケ', authId: 11, email: 'fukushitencho@example.com', loginType: 3, agreed: true, offices: ['fukuoka'] },
  { key: 'officeMember', name1: '渡辺', name2: 'さくら', kana1: 'ワタナベ', kana2: 'サクラ', authId: 12, email: 'jimu@example.com', loginType: 1, agreed: true, offices: ['fukuoka'] },
  { key: 'constructor', name1: '中村', name2: '翔', kana1: 'ナカムラ', kana2: 'ショウ', authId: 0, email: 'sekou@example.com', loginType: 3, agreed: true, offices: ['head'] },
  { key: 'notFree', name1: '小林', name2: '直樹', kana1: 'コバヤシ', kana2: 'ナオキ', authId: 101, email: 'yuryo@example.com', loginType: 1, agreed: true, offices: ['head'] },
  { key: 'free', name1: '加藤', name2: '陽子', kana1: 'カトウ', kana2: 'ヨウコ', authId: 999, email: 'muryo@example.com', loginType: 1, agreed: false, offices: ['head'] },
];

/** Partner people: members of 株式会社木村設備 and placed in 山田工務店 as type 2. */
// biome-ignore format: one member per line reads as a table
export const partnerPeople = [
  { key: 'partner', name1: '木村', name2: '誠', kana1: 'キムラ', kana2: 'マコト', ownAuthId: 2, yamadaAuthId: 3, email: 'partner@example.com', loginType: 3, agreed: false },
  { key: 'partnerForeman', name1: '林', name2: '勇気', kana1: 'ハヤシ', kana2: 'ユウキ', ownAuthId: 1, yamadaAuthId: 6, email: 'partner-shokucho@example.com', tel: '09055556666', loginType: 3, agreed: true },
] as const;

export type SeedProject = {
  caseName: string;
  caseNameKana: string;
  status: ProjectCompletionStatus;
  startDate: string | null;
  endDate: string | null;
  address: string;
  office: 'head' | 'fukuoka';
  /** Member keys taking part; partners join with the other-company room role. */
  members: string[];
};

// biome-ignore format: one project per line reads as a table
export const yamadaProjects: SeedProject[] = [
  { caseName: '博多駅前ビル 外装改修工事', caseNameKana: 'ハカタエキマエビル ガイソウカイシュウコウジ', status: 0, startDate: '2026-09-01', endDate: '2027-01-31', address: '福岡県福岡市博多区博多駅前2丁目', office: 'fukuoka', members: ['manager', 'foreman', 'officeManager', 'partner', 'partnerForeman'] },
  { caseName: '田中様邸 新築工事', caseNameKana: 'タナカサマテイ シンチクコウジ', status: 0, startDate: '2026-10-15', endDate: '2027-03-20', address: '福岡県福岡市東区香椎駅前1丁目', office: 'fukuoka', members: ['manager', 'foreman', 'salesman', 'partner'] },
  { caseName: '天神オフィス 内装リフォーム', caseNameKana: 'テンジンオフィス ナイソウリフォーム', status: 2, startDate: '2026-12-07', endDate: '2027-02-26', address: '福岡県福岡市中央区天神1丁目', office: 'fukuoka', members: ['manager', 'officeSubManager', 'officeMember'] },
  { caseName: '佐々木様邸 外壁塗装', caseNameKana: 'ササキサマテイ ガイヘキトソウ', status: 1, startDate: '2026-06-01', endDate: '2026-07-15', address: '福岡県北九州市小倉南区守恒3丁目', office: 'head', members: ['manager', 'general', 'constructor'] },
  { caseName: '糸島 古民家リノベーション', caseNameKana: 'イトシマ コミンカリノベーション', status: 5, startDate: null, endDate: null, address: '福岡県糸島市志摩', office: 'head', members: ['manager', 'salesman'] },
  { caseName: '香椎 マンション大規模修繕', caseNameKana: 'カシイ マンションダイキボシュウゼン', status: 4, startDate: null, endDate: null, address: '福岡県福岡市東区香椎2丁目', office: 'fukuoka', members: ['manager', 'salesman', 'foreman'] },
];
