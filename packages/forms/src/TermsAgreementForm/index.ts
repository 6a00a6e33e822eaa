export * from './TermsAgreementForm.tsx';
export * from './termsAgreementSchema.ts';
