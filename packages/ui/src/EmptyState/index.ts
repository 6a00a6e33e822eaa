export type { EmptyStateProps } from './EmptyState.tsx';
export { EmptyState } from './EmptyState.tsx';
export type { EmptyStatePreset } from './empty-texts.ts';
export { emptyStateTexts } from './empty-texts.ts';
