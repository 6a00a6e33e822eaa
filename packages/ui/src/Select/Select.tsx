import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '../Icon/icons.tsx';
import { cx } from '../internal/cx.ts';
import fieldStyles from '../internal/Field.module.css';
import { Field, type FieldLabelProps } from '../internal/Field.tsx';
import styles from './Select.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'children'> &
  FieldLabelProps & {
    options: readonly SelectOption[];
    /** A first, empty option such as '選択してください'. */
    placeholder?: string;
    selectClassName?: string;
  };

/**
 * A labelled native select. Native on purpose: phones show their own picker,
 * and keyboard and screen-reader support come for free.
 */
export const Select = ({
  label,
  description,
  error,
  hideLabel,
  id,
  required,
  className,
  selectClassName,
  options,
  placeholder,
  ...rest
}: SelectProps) => (
  <Field {...{ label, description, error, hideLabel, id, required, className }}>
    {(ids) => (
      <div className={styles.wrapper}>
        <select
          required={required}
          className={cx(fieldStyles.control, styles.select, selectClassName)}
          {...ids}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
    )}
  </Field>
);
