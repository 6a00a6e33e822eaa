/** Talk §5 mobile-app versions from which a feature may be used. */
export const APP_VERSION_GATE = {
  uploadPermissionCheck: '1.3.11',
  appConnectedCheck: '1.6.3',
  positionMessages: '1.6.7',
  pqaDailyImageUploadEndMessage: '1.8.0',
} as const;
export type AppVersionGate = keyof typeof APP_VERSION_GATE;

const parse = (v: string): number[] | null => {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(v.trim());
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : null;
};

/**
 * Compares versions numerically part by part (1.10.0 is newer than 1.9.9).
 * No version (the plain browser, not the app) or an unreadable one is
 * treated as too old, so a gated feature stays off.
 */
export const isAppVersionAtLeast = (version: string | null | undefined, minimum: string): boolean => {
  const a = version ? parse(version) : null;
  const b = parse(minimum);
  if (!a || !b) return false;
  // Stryker disable next-line EqualityOperator: equivalent, a fourth part does not exist and compares as 0 - 0.
  for (let i = 0; i < 3; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    // Stryker disable next-line EqualityOperator: equivalent, d is not 0 here.
    if (d !== 0) return d > 0;
  }
  return true;
};

/** `isAppVersionAtLeast(version, APP_VERSION_GATE[gate])`. */
export const appSupports = (version: string | null | undefined, gate: AppVersionGate): boolean =>
  isAppVersionAtLeast(version, APP_VERSION_GATE[gate]);
