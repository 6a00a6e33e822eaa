export type { CompanyAddressLookup, CompanyFormProps } from './CompanyForm.tsx';
export { CompanyForm } from './CompanyForm.tsx';
