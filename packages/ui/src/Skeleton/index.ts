export type { SkeletonProps, SkeletonShape } from './Skeleton.tsx';
export { Skeleton } from './Skeleton.tsx';
