import type { ComponentProps } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  size?: SpinnerSize;
  /** Read out by screen readers. Pass `null` when the spinner is decorative (inside a labelled button). */
  label?: string | null;
};

/** An indeterminate progress indicator. */
export const Spinner = ({ size = 'md', label = '読み込み中', className, ...rest }: SpinnerProps) =>
  label === null ? (
    <span aria-hidden="true" data-size={size} className={cx(styles.spinner, className)} {...rest} />
  ) : (
    <span role="status" className={cx(styles.wrapper, className)} {...rest}>
      <span aria-hidden="true" data-size={size} className={styles.spinner} />
      <span className={styles.label}>{label}</span>
    </span>
  );
