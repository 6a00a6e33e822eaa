import { MESSAGE_MAX } from '../talk/rules.ts';

/** What a daily posted to its site's room shows (post-bbs-message; designed: the spec shows no format). */
export type DailyForPost = {
  daily_date: string;
  member_name: string;
  weather: string | null;
  temperature: number | null;
  humidity: number | null;
  work_contents: string;
  work_details: readonly { work_content: string }[];
  memo: string;
};

const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/**
 * The message text: a 【日報】 heading with the day and writer, the weather line, one line per work
 * detail and the memo; cut to the talk message limit so a long report still posts.
 */
export const dailyPostText = (d: DailyForPost): string => {
  const weather = [
    d.weather ?? '',
    d.temperature === null ? '' : `${d.temperature}℃`,
    d.humidity === null ? '' : `${d.humidity}%`,
  ]
    .filter((s) => s !== '')
    .join(' ');
  const work =
    d.work_details.length > 0 ? d.work_details.map((w) => `・${w.work_content}`) : [d.work_contents];
  const lines = [
    `【日報】${monthDay(d.daily_date)} ${d.member_name}`,
    weather === '' ? '' : `天気 ${weather}`,
    ...work,
    d.memo,
  ].filter((s) => s.trim() !== '');
  const text = lines.join('\n');
  return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text;
};

/**
 * Texts of posting a daily to its site's talk and board (designed: the spec names the call, not
 * the screen). 「トークに送信」 posts the report's summary to the room; the board's 日報 tab lists
 * what was posted; the member's daily-message-display setting keeps posts out of their talk.
 */
export const DAILY_POST_TEXT = {
  send: 'トークに送信',
  sending: '送信中…',
  confirmTitle: '日報をトークに送信',
  confirm: (caseName: string) =>
    `この日報を「${caseName}」の現場トークに送信します。トークのメンバー全員に表示され、掲示板の日報に載ります。`,
  sent: '日報をトークに送信しました。',
  failed: '日報をトークに送信できませんでした。',
  boardTab: '日報',
  boardLabel: '掲示板の日報',
  boardEmpty: 'トークに送信された日報はありません。',
  open: '日報を開く',
  displayInTalk: 'トークに日報を表示する',
  displayHint: 'オフにすると、送信された日報はトークに表示されず、掲示板の日報にだけ表示されます。',
  displayFailed: '表示設定を保存できませんでした。',
  /** Designed: the board's older dailies, past the first page (getBbsDailyPosts). */
  loadMore: 'さらに日報を読み込む',
  loadMoreFailed: '日報を読み込めませんでした。もう一度お試しください。',
} as const;

/**
 * A posted daily's text as the board shows it: the 【日報】 heading line as the title, the rest as
 * lines (the inverse of dailyPostText's layout, so a message edited by hand still shows).
 */
export const splitDailyPostText = (text: string): { title: string; lines: string[] } => {
  // Stryker disable next-line StringLiteral: equivalent, split always gives a first element.
  const [title = '', ...rest] = text.split('\n');
  return { title, lines: rest.filter((line) => line.trim() !== '') };
};
