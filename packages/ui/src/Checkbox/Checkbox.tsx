import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { CheckIcon, MinusIcon } from '../Icon/icons.tsx';
import { cx } from '../internal/cx.ts';
import styles from './Checkbox.module.css';

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<
  ComponentProps<typeof RadixCheckbox.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'children'
> & {
  label: ReactNode;
  description?: ReactNode;
  /** `'indeterminate'` for a select-all box whose items are partly checked (album). */
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  /** Hides the label visually; it stays the accessible name. */
  hideLabel?: boolean;
};

/** A checkbox with its label: checked, unchecked or indeterminate. */
export const Checkbox = ({ label, description, hideLabel, id, className, ...rest }: CheckboxProps) => {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={cx(styles.checkbox, className)}>
      <RadixCheckbox.Root id={controlId} className={styles.box} aria-describedby={descriptionId} {...rest}>
        <RadixCheckbox.Indicator className={styles.indicator}>
          {/* Both marks are rendered; CSS shows the one that matches data-state, controlled or not. */}
          <CheckIcon size={14} strokeWidth={3} className={styles.check} />
          <MinusIcon size={14} strokeWidth={3} className={styles.minus} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.text} data-hidden={hideLabel || undefined}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
      </div>
    </div>
  );
};
