import { splitDailyPostText } from '@genba/validators';

/** One daily posted to a room's board, as the list shows it (the page maps the wire's message). */
export type BoardDailyPost = {
  /** The post's message id. */
  id: number;
  dailyId: number;
  /** The posted text (dailyPostText of @genba/validators): a 【日報】 heading, then its lines. */
  text: string;
  /** Who posted it. */
  poster: string;
  /** When it was posted, as shown (talk §9: the time today, 昨日, else month/day). */
  date: string;
  /** The report's page; the link opens it. */
  href: string;
};

/** A board row shows this many lines of a report under its heading; the report has the rest. */
export const PREVIEW_LINES = 3;

export type BoardDailyPreview = { title: string; lines: string[]; hiddenLines: number };

/** What a row shows: the heading, the first lines and how many more the report holds. */
export const previewOf = (post: Pick<BoardDailyPost, 'text'>, max = PREVIEW_LINES): BoardDailyPreview => {
  const { title, lines } = splitDailyPostText(post.text);
  return { title, lines: lines.slice(0, max), hiddenLines: Math.max(0, lines.length - max) };
};
