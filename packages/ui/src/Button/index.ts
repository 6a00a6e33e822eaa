export type { ButtonProps, ButtonSize, ButtonVariant } from './Button.tsx';
export { Button } from './Button.tsx';
