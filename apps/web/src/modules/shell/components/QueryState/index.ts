export { FetchFailed, type FetchFailedProps } from './FetchFailed.tsx';
export { LoadingStatus, type LoadingStatusProps } from './LoadingStatus.tsx';
export { QueryState, type QueryStateProps } from './QueryState.tsx';
