export type { RadioGroupProps, RadioProps } from './RadioGroup.tsx';
export { Radio, RadioGroup } from './RadioGroup.tsx';
