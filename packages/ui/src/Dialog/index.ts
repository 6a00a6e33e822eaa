export type { DialogProps, DialogSize } from './Dialog.tsx';
export { Dialog } from './Dialog.tsx';
