export type { QrCodeProps } from './QrCode.tsx';
export { QrCode } from './QrCode.tsx';
export type { QrLoginDialogProps } from './QrLoginDialog.tsx';
export { QrLoginDialog } from './QrLoginDialog.tsx';
export type { QrLoginDialogInput, QrLoginDialogView } from './qrLoginDialogState.ts';
export { formatCountdown, QR_LOGIN_DIALOG_TEXT, qrLoginDialogView } from './qrLoginDialogState.ts';
