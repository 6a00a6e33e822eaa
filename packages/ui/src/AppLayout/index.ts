export type { AppLayoutProps } from './AppLayout.tsx';
export { AppLayout } from './AppLayout.tsx';
export { PC_LAYOUT_QUERY } from './pcLayoutQuery.ts';
export type { LayoutVariant } from './use-layout-variant.ts';
export { useLayoutVariant } from './use-layout-variant.ts';
