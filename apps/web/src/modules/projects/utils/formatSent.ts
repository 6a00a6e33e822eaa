/**
 * Talk §9 date display: the time for today, '昨日' for yesterday, otherwise
 * month/day. `sent` is the server's 'YYYY-MM-DD HH:mm:ss' in Japan time.
 */
export const formatSent = (sent: string, now: Date = new Date()): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(sent);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match;
  const day = `${y}-${mo}-${d}`;
  const today = isoDateInTokyo(now);
  const yesterday = isoDateInTokyo(new Date(now.getTime() - 86_400_000));
  if (day === today) return `${h}:${mi}`;
  if (day === yesterday) return '昨日';
  return `${Number(mo)}/${Number(d)}`;
};

const isoDateInTokyo = (date: Date): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(date);
