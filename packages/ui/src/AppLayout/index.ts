export type { AppLayoutProps } from './AppLayout.tsx';
export { AppLayout } from './AppLayout.tsx';
export type { LayoutVariant } from './use-layout-variant.ts';
export { PC_LAYOUT_QUERY, useLayoutVariant } from './use-layout-variant.ts';
