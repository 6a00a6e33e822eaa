import { describe, expect, it } from 'vitest';
import { needsTermsAgreement, privacyPolicyEffectiveDate, termsAgreementUpdate } from './terms.ts';

describe('terms', () => {
  it('sends users who have not agreed to the terms page', () => {
    expect(needsTermsAgreement({ agree_terms_flg: 0 })).toBe(true);
    expect(needsTermsAgreement({ agree_terms_flg: null })).toBe(true);
    expect(needsTermsAgreement({ agree_terms_flg: 1 })).toBe(false);
  });
  it('sets the flag and stamps last_access in Japan time', () => {
    expect(termsAgreementUpdate(new Date('2025-05-31T15:04:05Z'))).toEqual({
      agree_terms_flg: 1,
      last_access: '2025-06-01 00:04:05',
    });
  });
  it('switches the privacy policy date on 2025-06-01 (Japan)', () => {
    expect(privacyPolicyEffectiveDate(new Date('2025-05-31T23:59:59+09:00'))).toBe('2025-03-12');
    expect(privacyPolicyEffectiveDate(new Date('2025-06-01T00:00:00+09:00'))).toBe('2025-06-01');
  });
});
