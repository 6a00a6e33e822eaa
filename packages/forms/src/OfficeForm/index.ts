export type { OfficeFormProps } from './OfficeForm.tsx';
export { OfficeForm } from './OfficeForm.tsx';
