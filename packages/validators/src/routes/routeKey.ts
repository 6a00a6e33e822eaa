/**
 * The key the server's one access rule decides a route by (init_data_pc's
 * `{firstPathSegment}`): the first path segment, except under /setting, where
 * each screen has its own rule (core §6: company settings need company_update,
 * office settings office_update or contract authority), so the key is
 * `setting-<screen>`; /setting itself (the menu) is `setting`.
 */
export const routeKeyOf = (pathname: string): string => {
  // Stryker disable next-line StringLiteral: equivalent, any default is no key (the pattern below refuses it) and falls back to 'talk'.
  const [first = '', second] = pathname.split('/').filter(Boolean);
  const key = first === 'setting' && second ? `setting-${second}` : first;
  return /^[\w-]{1,64}$/.test(key) ? key : 'talk';
};
