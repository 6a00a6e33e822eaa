export type { ExistingPartnerFormProps } from './ExistingPartnerForm.tsx';
export { ExistingPartnerForm } from './ExistingPartnerForm.tsx';
