import type { ComponentProps, CSSProperties } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './Skeleton.module.css';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & {
  shape?: SkeletonShape;
  /** CSS length or px number; text lines default to the full width. */
  width?: number | string;
  height?: number | string;
};

const length = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A placeholder while content loads. Decorative: the region that is loading
 * should say so (`aria-busy` or a Spinner with a label).
 */
export const Skeleton = ({ shape = 'text', width, height, className, style, ...rest }: SkeletonProps) => (
  <span
    aria-hidden="true"
    data-shape={shape}
    className={cx(styles.skeleton, className)}
    style={
      { '--skeleton-width': length(width), '--skeleton-height': length(height), ...style } as CSSProperties
    }
    {...rest}
  />
);
