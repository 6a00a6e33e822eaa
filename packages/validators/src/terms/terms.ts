import { jstIsoDate } from '../internal/date.ts';

/** Core §4 / talk §4: `agree_terms_flg` values. */
export const AGREE_TERMS_FLG = { notAgreed: 0, agreed: 1 } as const;
export type AgreeTermsFlg = (typeof AGREE_TERMS_FLG)[keyof typeof AGREE_TERMS_FLG];

/** Core §9 / talk §9: the terms have 24 articles; office contracts have their own variant. */
export const TERMS = { articleCount: 24, variants: ['standard', 'office'] } as const;
export type TermsVariant = (typeof TERMS.variants)[number];

/** A user who has not agreed is sent to the terms page before anything else. */
export const needsTermsAgreement = (user: { agree_terms_flg: number | null | undefined }): boolean =>
  user.agree_terms_flg !== AGREE_TERMS_FLG.agreed;

/**
 * What agreeing changes on the user: the flag is set and `last_access`
 * stamped. `last_access` uses the server's `YYYY-MM-DD HH:mm:ss` in Japan.
 */
export const termsAgreementUpdate = (now: Date): { agree_terms_flg: 1; last_access: string } => {
  const shifted = new Date(now.getTime() + 9 * 3_600_000).toISOString();
  return {
    agree_terms_flg: AGREE_TERMS_FLG.agreed,
    last_access: `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`,
  };
};

/** Privacy-policy effective dates: the 2025-03-12 text applies until the 2025-06-01 text takes over. */
export const PRIVACY_POLICY_DATES = ['2025-03-12', '2025-06-01'] as const;

/** The effective date to print on the privacy policy shown on `on` (a date in Japan). */
export const privacyPolicyEffectiveDate = (on: Date): (typeof PRIVACY_POLICY_DATES)[number] =>
  jstIsoDate(on) >= PRIVACY_POLICY_DATES[1] ? PRIVACY_POLICY_DATES[1] : PRIVACY_POLICY_DATES[0];
