export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './IconButton.tsx';
export { IconButton } from './IconButton.tsx';
