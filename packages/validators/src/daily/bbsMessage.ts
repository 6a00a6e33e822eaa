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
