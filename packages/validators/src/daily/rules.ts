import { boundedText } from '../input/bounds.ts';

/** Rules of the daily-report requests (talk §3, §4). */
export const DAILY_MESSAGE = {
  workContentRequired: '作業内容を入力してください',
} as const;

/** Free-text limits: not shown in the spec; 1000 matches the building remarks limit of core §5. */
export const DAILY_TEXT_MAX = 1000;

/** A free text of a daily (work contents, memo): at most DAILY_TEXT_MAX characters, line breaks allowed. */
export const dailyTextSchema = boundedText({ max: DAILY_TEXT_MAX, multiline: true });

/** One work detail's content: trimmed and required. */
export const workContentSchema = boundedText({
  trim: true,
  required: DAILY_MESSAGE.workContentRequired,
  max: DAILY_TEXT_MAX,
  multiline: true,
});

/** The weather label as shown ('晴れ', '曇り', '雨'). */
export const weatherLabelSchema = boundedText({ max: 20 });

/** Talk §9: an editing lock (editing-post) lasts 600000 ms; a lock left by a closed browser then expires. */
export const DAILY_EDITING_LOCK_MS = 600_000;

/** Server refusals of daily writes (designed: the spec shows no daily messages). */
export const DAILY_REFUSAL = {
  confirmed: '確認済みの日報は編集できません。確認を取り消してから編集してください。',
  editing: (name: string) => `${name}さんが編集中です。`,
  duplicate: 'この日・この現場の日報はすでに登録されています。',
  notFound: '日報が見つかりません。',
  otherMember: '他のメンバーの日報は編集できません。',
  notManager: '日報を確認する権限がありません。',
  proxyNotManager: '代理登録する権限がありません。',
  memberNotOnSite: 'このメンバーはこの現場に参加していません。',
} as const;

/** A partner company's name on a daily (partner workers on site). */
export const partnerCompanyNameSchema = boundedText({
  trim: true,
  required: '協力会社名を入力してください',
  max: 50,
});

/** Workers of one partner company on site that day: 1..999 people (core §9 schedule member bound). */
export const PARTNER_WORKER_COUNT_MAX = 999;
