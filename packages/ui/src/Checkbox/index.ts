export type { CheckboxProps, CheckedState } from './Checkbox.tsx';
export { Checkbox } from './Checkbox.tsx';
