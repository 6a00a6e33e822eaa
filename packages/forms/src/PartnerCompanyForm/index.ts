export type { PartnerCompanyFormProps } from './PartnerCompanyForm.tsx';
export { PartnerCompanyForm } from './PartnerCompanyForm.tsx';
export * from './partnerCompanyEditFormSchema.ts';
