export type { SettingNameFormProps } from './SettingNameForm.tsx';
export { SettingNameForm } from './SettingNameForm.tsx';
