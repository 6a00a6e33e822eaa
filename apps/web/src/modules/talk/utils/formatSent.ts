import { formatListDate } from '@genba/validators';

/**
 * Talk §9 date display (`formatListDate` of @genba/validators) for the
 * server's 'YYYY-MM-DD HH:mm:ss' in Japan time: the time for today, '昨日'
 * for yesterday, otherwise month/day. Empty for a malformed value.
 */
export const formatSent = (sent: string, now: Date = new Date()): string => {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)/.exec(sent);
  if (!match) return '';
  const instant = new Date(`${match[1]}T${match[2]}+09:00`);
  return Number.isNaN(instant.getTime()) ? '' : formatListDate(instant, now);
};
