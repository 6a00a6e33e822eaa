import { Button, EmptyState } from '@genba/ui';

export type FetchFailedProps = {
  onRetry: () => void;
  /** Shows the button's spinner while the retry runs (the panels that refetch in place). */
  retrying?: boolean;
};

/** The failed state every query view shows: the fetchFailed empty state with a 再読み込み button. */
export const FetchFailed = ({ onRetry, retrying = false }: FetchFailedProps) => (
  <EmptyState
    preset="fetchFailed"
    action={
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        再読み込み
      </Button>
    }
  />
);
