import { formatListDate, LIMITS } from '@genba/validators';

/**
 * The pure half of ChatTimeline (no DOM): merging pages and live events,
 * day separators, the talk §9 date display, links in text and the
 * new-messages pill. Unit-tested in timelineState.test.ts.
 */

/** A message as the timeline draws it; the app maps its wire shape to this. */
/** A photo a message carries: the thumbnail for the grid, the original for the viewer, the name as alt. */
export type TimelinePhoto = { id: number; thumbSrc: string; src: string; name: string };

export type TimelineMessage = {
  id: number;
  memberName: string;
  companyName: string | null;
  kind: 'text' | 'stamp' | 'photo' | 'file' | 'working_time' | 'system';
  text: string | null;
  stampId: number | null;
  /** 'YYYY-MM-DD HH:mm:ss' in Japan time, as the server sends it. */
  sent: string;
  edited: boolean;
  deleted: boolean;
  readCount: number;
  /** Sent by the viewer: shows 既読 and the edit/delete actions. */
  own: boolean;
  /** The photos of a photo message, in the order sent. */
  photos?: readonly TimelinePhoto[];
  /** A working-time message's report (talk §3 variant). */
  workingTime?: TimelineWorkingTime | null;
  /** A file message's file: its name, size as shown ('1.2 MB') and download URL. */
  file?: TimelineFile | null;
  /** The report a posted daily (post-bbs-message) carries; its heading opens it. */
  dailyId?: number | null;
};

export type TimelineFile = { name: string; sizeLabel: string; href: string };

export type TimelineWorkingTime = { date: string; start: string; end: string; restMinutes: number };

export type TimelineRow =
  | { type: 'day'; key: string; label: string }
  | { type: 'message'; key: string; message: TimelineMessage };

/** Timeline order: (sent, id) ascending, the order the server pages by. */
export const compareMessages = (a: TimelineMessage, b: TimelineMessage): number =>
  a.sent === b.sent ? a.id - b.id : a.sent < b.sent ? -1 : 1;

/**
 * Adds a page or a live event to what is held: a known id is replaced (an
 * edit, a delete), a new one inserted in order. Returns the same array when
 * nothing changed, so React can skip the render.
 */
export const mergeMessages = (
  held: readonly TimelineMessage[],
  incoming: readonly TimelineMessage[],
): readonly TimelineMessage[] => {
  if (incoming.length === 0) return held;
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of incoming) {
    const known = byId.get(m.id);
    // A page fetched before an edit or delete may land after its live event: never go back.
    const stale = known !== undefined && ((known.deleted && !m.deleted) || (known.edited && !m.edited));
    byId.set(m.id, stale ? { ...known, readCount: Math.max(known.readCount, m.readCount) } : m);
  }
  return [...byId.values()].sort(compareMessages);
};

/**
 * The message without one of its photos: what the timeline shows at once when
 * the sender takes a photo off (detach) or hides it, before the server agrees.
 * The message itself is kept, so putting it back is merging the original again.
 */
export const withoutPhoto = (message: TimelineMessage, photoId: number): TimelineMessage =>
  message.photos?.some((p) => p.id === photoId)
    ? { ...message, photos: message.photos.filter((p) => p.id !== photoId) }
    : message;

export const removeMessage = (held: readonly TimelineMessage[], id: number): readonly TimelineMessage[] =>
  held.some((m) => m.id === id) ? held.filter((m) => m.id !== id) : held;

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** The day separator: 今日, 昨日, else month/day with the weekday ('11/20(金)'). */
export const dayLabel = (day: string, now: Date): string => {
  const today = jstDay(now);
  if (day === today) return '今日';
  if (day === shiftDay(today, -1)) return '昨日';
  const [y, m, d] = day.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay()];
  const year = day.slice(0, 4) === today.slice(0, 4) ? '' : `${y}/`;
  return `${year}${m}/${d}(${weekday})`;
};

const jstDay = (date: Date): string => new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
const shiftDay = (day: string, days: number): string => {
  const t = new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
};

/** The instant a wire datetime names (Japan time). */
export const sentInstant = (sent: string): Date => new Date(`${sent.replace(' ', 'T')}+09:00`);

/** Talk §9 date display of a message: the time today, 昨日, else month/day. */
export const sentLabel = (sent: string, now: Date): string => {
  const instant = sentInstant(sent);
  return Number.isNaN(instant.getTime()) ? '' : formatListDate(instant, now);
};

/** Rows to virtualise: a separator before the first message of each day. */
export const buildTimelineRows = (messages: readonly TimelineMessage[], now: Date): TimelineRow[] => {
  const rows: TimelineRow[] = [];
  let day = '';
  for (const message of messages) {
    const messageDay = message.sent.slice(0, 10);
    if (messageDay !== day) {
      day = messageDay;
      rows.push({ type: 'day', key: `day-${day}`, label: dayLabel(day, now) });
    }
    rows.push({ type: 'message', key: `m-${message.id}`, message });
  }
  return rows;
};

/**
 * The key of the oldest message row: it changes when an older page is put above. The first row is
 * no witness: an older page of the same day keeps the same day separator on top.
 */
export const oldestMessageKey = (rows: readonly TimelineRow[]): string | undefined =>
  rows.find((row) => row.type === 'message')?.key;

export type TextSegment = { type: 'text'; value: string } | { type: 'link'; value: string; href: string };

/** URL characters of RFC 3986 only: Japanese text right after a URL (no space in between) is not part of it. */
const URL_PATTERN = /https?:\/\/[\w\-.~:/?#[\]@!$&*+,;=%]+/g;

/**
 * Splits text into plain runs and links. Only http and https become links
 * (a javascript: or data: URL stays text); trailing punctuation stays outside.
 */
export const linkify = (text: string): TextSegment[] => {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let url = match[0];
    const trailing = /[.,!?;:]+$/.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    let href: string | undefined;
    try {
      const parsed = new URL(url);
      href = parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
    } catch {
      href = undefined;
    }
    if (!href) continue;
    const start = match.index ?? 0;
    if (start > last) segments.push({ type: 'text', value: text.slice(last, start) });
    segments.push({ type: 'link', value: url, href });
    last = start + url.length;
  }
  if (last < text.length) segments.push({ type: 'text', value: text.slice(last) });
  return segments;
};

/** Within this many pixels of the bottom the reader is "at the newest" and new messages scroll in. */
export const AT_BOTTOM_PX = 48;

export const isAtBottom = (el: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= AT_BOTTOM_PX;

/**
 * What to do when the held messages change: follow the newest when the reader
 * was at the bottom (or sent it), else count them for the new-messages pill.
 */
export const onNewestChange = (
  state: { unseen: number },
  change: { added: number; atBottom: boolean; ownAdded: boolean },
): { unseen: number; scrollToEnd: boolean } =>
  change.added === 0
    ? { unseen: state.unseen, scrollToEnd: false }
    : change.atBottom || change.ownAdded
      ? { unseen: 0, scrollToEnd: true }
      : { unseen: state.unseen + change.added, scrollToEnd: false };

/** Virtualisation settings of talk §9. */
export const TIMELINE_VIRTUAL = {
  overscan: LIMITS.virtualList.overscan,
  estimateSize: LIMITS.virtualList.estimatedItemSize,
  isScrollingResetDelay: LIMITS.virtualList.scrollResetDelayMs,
} as const;

/** The first http(s) link of a text, the one a link preview is drawn for (issue 11 §6); null when none. */
export const firstLink = (text: string | null): string | null => {
  if (text === null) return null;
  for (const segment of linkify(text)) if (segment.type === 'link') return segment.href;
  return null;
};
