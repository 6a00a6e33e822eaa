const EXIF_DATE = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;

/**
 * The shooting date sent with a photo (talk §5) from EXIF DateTimeOriginal as the file holds it
 * ("YYYY:MM:DD HH:MM:SS"): the camera's wall clock, with no time zone, which on a Japanese site is Japan
 * time. Sent as written, '' when missing or not a real date and time. Read as a Date it would take the
 * browser's time zone: a browser set to UTC turned a photo shot at 09:30 into 18:30.
 */
export const shootingDateFromExif = (raw: unknown): string => {
  const m = typeof raw === 'string' ? EXIF_DATE.exec(raw.trim()) : null;
  if (!m) return '';
  const [year, month, day, hours, minutes, seconds] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  // The year, month, day and hour checks overlap: a value out of range moves at least two of them (month 13
  // moves the year and the month, day 31 of a 30-day month the month and the day, hour 24 the day), so any
  // one of them alone may go without a change: those mutants are equivalent.
  const real =
    year >= 1000 &&
    // Stryker disable next-line ConditionalExpression: equivalent (see above).
    date.getUTCFullYear() === year &&
    // Stryker disable next-line ConditionalExpression: equivalent (see above).
    date.getUTCMonth() === month - 1 &&
    // Stryker disable next-line ConditionalExpression: equivalent (see above).
    date.getUTCDate() === day &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent (see above).
    hours < 24 &&
    minutes < 60 &&
    seconds < 60;
  return real ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}` : '';
};

/** Talk §5: black-board work contents whose tag name is empty are dropped before sending. */
export const dropEmptyWorkContents = <T extends { tag_name?: string | null }>(list: readonly T[]): T[] =>
  list.filter((w) => (w.tag_name ?? '').trim() !== '');
