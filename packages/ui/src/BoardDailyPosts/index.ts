export type { BoardDailyPostsProps } from './BoardDailyPosts.tsx';
export { BoardDailyPosts } from './BoardDailyPosts.tsx';
export type { BoardDailyPost, BoardDailyPreview } from './boardDailyPosts.ts';
export { PREVIEW_LINES, previewOf } from './boardDailyPosts.ts';
