export type { PopoverProps } from './Popover.tsx';
export { Popover } from './Popover.tsx';
