import type { ComponentProps } from 'react';
import { cx } from '../internal/cx.ts';
import fieldStyles from '../internal/Field.module.css';
import { Field, type FieldLabelProps } from '../internal/Field.tsx';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> &
  FieldLabelProps & {
    /** Class of the input itself; `className` goes on the wrapper. */
    inputClassName?: string;
  };

/** A labelled text input with optional description and error message. */
export const TextField = ({
  label,
  description,
  error,
  hideLabel,
  id,
  required,
  className,
  inputClassName,
  type = 'text',
  ...rest
}: TextFieldProps) => (
  <Field {...{ label, description, error, hideLabel, id, required, className }}>
    {(ids) => (
      <input
        type={type}
        required={required}
        className={cx(fieldStyles.control, inputClassName)}
        {...ids}
        {...rest}
      />
    )}
  </Field>
);
