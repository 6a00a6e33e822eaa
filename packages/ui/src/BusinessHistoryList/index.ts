export { BusinessHistoryList, type BusinessHistoryListProps } from './BusinessHistoryList.tsx';
export {
  type BusinessHistoryListItem,
  type BusinessHistoryRowView,
  historySummary,
  toHistoryRows,
} from './businessHistoryListState.ts';
