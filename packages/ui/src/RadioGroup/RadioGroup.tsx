import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../internal/cx.ts';
import fieldStyles from '../internal/Field.module.css';
import styles from './RadioGroup.module.css';

export type RadioProps = Omit<ComponentProps<typeof RadixRadioGroup.Item>, 'children'> & {
  label: ReactNode;
};

/** One choice of a RadioGroup. */
export const Radio = ({ label, id, className, ...rest }: RadioProps) => {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={cx(styles.radio, className)}>
      <RadixRadioGroup.Item id={controlId} className={styles.circle} {...rest}>
        <RadixRadioGroup.Indicator className={styles.dot} />
      </RadixRadioGroup.Item>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
    </div>
  );
};

export type RadioGroupProps = Omit<ComponentProps<typeof RadixRadioGroup.Root>, 'children'> & {
  /** The question; names the group. */
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** Shorthand for a list of `Radio`s. */
  options?: readonly { value: string; label: ReactNode; disabled?: boolean }[];
  children?: ReactNode;
};

/** A labelled group of radio buttons; arrow keys move between choices. */
export const RadioGroup = ({
  label,
  description,
  error,
  options,
  children,
  orientation = 'vertical',
  className,
  ...rest
}: RadioGroupProps) => {
  const id = useId();
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.group, className)} data-invalid={error ? true : undefined}>
      <span id={`${id}-label`} className={styles.groupLabel}>
        {label}
      </span>
      {description && (
        <p id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </p>
      )}
      <RadixRadioGroup.Root
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        orientation={orientation}
        className={styles.items}
        data-orientation={orientation}
        {...rest}
      >
        {options?.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} disabled={o.disabled} />
        ))}
        {children}
      </RadixRadioGroup.Root>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
};

RadioGroup.Item = Radio;
