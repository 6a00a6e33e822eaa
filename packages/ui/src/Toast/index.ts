export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './ToastProvider.tsx';
export { ToastProvider, useToast } from './ToastProvider.tsx';
