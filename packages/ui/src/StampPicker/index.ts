export { type Stamp, StampPicker, type StampPickerProps } from './StampPicker.tsx';
export { nextStampIndex } from './stampGrid.ts';
