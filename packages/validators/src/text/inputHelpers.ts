/**
 * The input helpers of talk §5. The legacy helpers returned true when the
 * value was invalid; these return true when it is valid, like every other
 * `is…` of this package. An empty string fails every format check: combine
 * with `isEmpty` for optional fields.
 */

/** Empty: null, undefined, or only spaces (half- or full-width). */
export const isEmpty = (s: string | null | undefined): boolean => s == null || s.trim() === '';

/** An optional text column's value: trimmed, or null when missing or blank. */
export const trimmedOrNull = (s: string | null | undefined): string | null =>
  s == null || s.trim() === '' ? null : s.trim();

/** Half-width digits only. */
export const isDigitsOnly = (s: string): boolean => /^[0-9]+$/.test(s);

/** Digits, full-width or half-width ('１２3'). */
export const isFullOrHalfWidthDigits = (s: string): boolean => /^[0-9０-９]+$/.test(s);

/** Half-width letters and digits only. */
export const isHalfWidthAlphanumeric = (s: string): boolean => /^[A-Za-z0-9]+$/.test(s);

/** Half-width letters, digits and ASCII symbols (no spaces). */
export const isHalfWidthAlnumSymbols = (s: string): boolean => /^[\x21-\x7E]+$/.test(s);

/** Half-width letters, digits, '.' and '-' (user ids, host names). */
export const isAlnumDotHyphen = (s: string): boolean => /^[A-Za-z0-9.-]+$/.test(s);

/** A non-negative decimal with at most two places ('12', '12.3', '12.34'). */
export const isDecimalUpTo2Places = (s: string): boolean => /^\d+(\.\d{1,2})?$/.test(s);

/** A non-negative decimal with at most one place ('12', '12.3'). */
export const isDecimalUpTo1Place = (s: string): boolean => /^\d+(\.\d)?$/.test(s);

/** A non-negative multiple of 0.5 ('1', '1.5', '2.0'). */
export const isHalfStep = (s: string): boolean => /^\d+(\.[05])?$/.test(s);

/** Starts with http:// or https:// (case-insensitive). */
export const startsWithHttp = (s: string): boolean => /^https?:\/\//i.test(s);

/**
 * An http(s) URL: the scheme, a host of letters, digits, dots and hyphens
 * (or an IPv4 address), an optional port, then any non-space characters.
 */
export const isValidUrl = (s: string): boolean =>
  /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(
    s,
  );
