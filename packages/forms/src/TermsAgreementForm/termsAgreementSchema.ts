import { z } from 'zod';

export const TERMS_AGREEMENT_MESSAGE = '利用規約に同意してください';

/**
 * The agreement screen's only input. The server stores agree_terms_flg = 1;
 * this box exists so agreeing is a deliberate act, not a stray tap.
 */
export const termsAgreementSchema = z.object({
  agreed: z.boolean().refine((value) => value, TERMS_AGREEMENT_MESSAGE),
});
export type TermsAgreement = z.infer<typeof termsAgreementSchema>;
