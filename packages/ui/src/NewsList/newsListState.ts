/**
 * The pure state of a news list (talk §4 news, §9 mentions 99): what counts as unread, the
 * badge text and the order. No DOM, unit-tested in Node.
 */
export type NewsListItem = {
  id: number;
  title: string;
  /** Shown as given (the wire's `YYYY-MM-DD HH:mm:ss`, cut to the day by newsDay). */
  date: string;
  /** A short label of the kind (お知らせ, メンテナンス, 招待…). */
  kind: string;
  read: boolean;
};

/** The most a count badge shows before it reads "99+" (talk §9 mentions 99). */
export const BADGE_MAX = 99;

export const badgeLabel = (count: number): string => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

export const unreadOf = (items: readonly Pick<NewsListItem, 'read'>[]): number =>
  items.reduce((n, item) => n + (item.read ? 0 : 1), 0);

/** `2026-11-23 09:00:00` → `2026/11/23`; anything else as it is. */
export const newsDay = (date: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[1]}/${match[2]}/${match[3]}` : date;
};

/** Newest first by date, then by id: the server's order, kept if the list is merged locally. */
export const sortNews = <T extends Pick<NewsListItem, 'id' | 'date'>>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
