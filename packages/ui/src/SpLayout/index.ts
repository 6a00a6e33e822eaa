export type { SpLayoutProps } from './SpLayout.tsx';
export { SpLayout } from './SpLayout.tsx';
export type { SpHomeMode } from './sp-titles.ts';
export { spHomeTitles } from './sp-titles.ts';
