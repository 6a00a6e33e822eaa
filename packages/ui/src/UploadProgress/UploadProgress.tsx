import type { ComponentProps } from 'react';
import { Button } from '../Button/Button.tsx';
import { cx } from '../internal/cx.ts';
import styles from './UploadProgress.module.css';

export type UploadProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What is going on, e.g. アップロード中 1/3 or the file's name. */
  label: string;
  /** Percentage of the file being sent (0–100, from its bytes). */
  percent: number;
  /** キャンセル: stops the current and the remaining uploads (talk §4). Left out, no button. */
  onCancel?: () => void;
};

/**
 * An upload in progress: its label, a bar and the percentage from the bytes sent, and a
 * キャンセル button. The bar is a native progress element with the label as its name, so a
 * screen reader reads "アップロード中 1/3, 45%"; the status region announces the label only
 * (not every percent), which keeps the reader quiet while bytes go.
 */
export const UploadProgress = ({ label, percent, onCancel, className, ...rest }: UploadProgressProps) => {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={cx(styles.root, className)} {...rest}>
      <span role="status" className={styles.label}>
        {label}
      </span>
      <progress className={styles.bar} max={100} value={value} aria-label={label} />
      <span className={styles.percent} aria-hidden="true">
        {value}%
      </span>
      {onCancel ? (
        <Button size="sm" variant="secondary" onClick={onCancel}>
          キャンセル
        </Button>
      ) : null}
    </div>
  );
};
