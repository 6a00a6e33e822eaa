export type { PcLayoutProps } from './PcLayout.tsx';
export { PcLayout } from './PcLayout.tsx';
