export type { WorkingHoursFormProps } from './WorkingHoursForm.tsx';
export { WorkingHoursForm } from './WorkingHoursForm.tsx';
