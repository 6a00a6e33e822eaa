/**
 * The HTML living standard's e-mail pattern (what `<input type=email>`
 * accepts), plus the length limits of talk §5: local part at most 64
 * characters, whole address at most 256.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const EMAIL_LIMIT = { local: 64, total: 256 } as const;

export const isValidEmail = (s: string): boolean => {
  if (s.length > EMAIL_LIMIT.total || !EMAIL.test(s)) return false;
  return s.slice(0, s.lastIndexOf('@')).length <= EMAIL_LIMIT.local;
};

/**
 * The stricter variant of talk §5: the standard rules, and the domain must end
 * in a dot and an alphabetic top-level domain of two letters or more
 * ('user@localhost' and 'user@example.c' are refused).
 */
export const isValidEmailStrict = (s: string): boolean => isValidEmail(s) && /@[^@]+\.[a-zA-Z]{2,}$/.test(s);
