export type { WorkerSettingFormProps } from './WorkerSettingForm.tsx';
export { WorkerSettingForm } from './WorkerSettingForm.tsx';
