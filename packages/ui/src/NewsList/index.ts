export type { NewsListProps } from './NewsList.tsx';
export { NewsList } from './NewsList.tsx';
export type { NewsListItem } from './newsListState.ts';
export { BADGE_MAX, badgeLabel, newsDay, sortNews, unreadOf } from './newsListState.ts';
