export type { LinkPreviewCardProps } from './LinkPreviewCard.tsx';
export { LinkPreviewCard } from './LinkPreviewCard.tsx';
export type { LinkPreviewData, LinkPreviewState } from './linkPreviewState.ts';
export { previewStateOf } from './linkPreviewState.ts';
