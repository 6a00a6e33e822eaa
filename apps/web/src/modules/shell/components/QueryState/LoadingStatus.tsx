import { Skeleton } from '@genba/ui';

export type LoadingStatusProps = {
  /** What is loading, read out by screen readers (「…を読み込み中」). */
  label: string;
  /** One rectangular skeleton per entry, with that height in px. */
  heights: readonly number[];
  className?: string;
};

/** Skeletons in a role=status region, so the loading state is announced. */
export const LoadingStatus = ({ label, heights, className }: LoadingStatusProps) => (
  <div className={className} role="status" aria-label={label}>
    {heights.map((height, i) => (
      // The skeletons never reorder, so their position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder list
      <Skeleton key={i} shape="rect" height={height} />
    ))}
  </div>
);
