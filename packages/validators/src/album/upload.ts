import { jstParts } from '../internal/date.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Talk §5: the shooting date as sent with a photo, 'YYYY-MM-DD HH:mm:ss' in Japan; invalid or missing dates are sent empty. */
export const shootingDateForUpload = (d: Date | null | undefined): string => {
  if (!d || Number.isNaN(d.getTime())) return '';
  const p = jstParts(d);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hours)}:${pad(p.minutes)}:${pad(d.getUTCSeconds())}`;
};

/** Talk §5: black-board work contents whose tag name is empty are dropped before sending. */
export const dropEmptyWorkContents = <T extends { tag_name?: string | null }>(list: readonly T[]): T[] =>
  list.filter((w) => (w.tag_name ?? '').trim() !== '');
