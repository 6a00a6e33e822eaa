export type { ConfirmDialogProps, ConfirmDialogVariant } from './ConfirmDialog.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
