/**
 * Phone numbers are stored as digits only (talk §5, core §5): full-width digits
 * become ASCII, a leading +81 becomes 0, hyphens, spaces and brackets go.
 * `090-0000-0001` → `09000000001`.
 */
export const normalizeTel = (input: string): string => {
  const ascii = input.replace(/[０-９＋]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  const compact = ascii.replace(/[\s\-‐－ー()（）]/g, '');
  return compact.startsWith('+81') ? `0${compact.slice(3)}` : compact;
};

/** A Japanese phone number after normalisation: 0 then 9 or 10 digits. */
export const isJapaneseTel = (digits: string): boolean => /^0\d{9,10}$/.test(digits);
