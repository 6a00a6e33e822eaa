export type { SpinnerProps, SpinnerSize } from './Spinner.tsx';
export { Spinner } from './Spinner.tsx';
