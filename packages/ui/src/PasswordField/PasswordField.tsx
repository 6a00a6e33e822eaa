import { type ComponentProps, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../internal/cx.ts';
import fieldStyles from '../internal/Field.module.css';
import { Field, type FieldLabelProps } from '../internal/Field.tsx';
import styles from './PasswordField.module.css';

export type PasswordFieldProps = Omit<ComponentProps<'input'>, 'children' | 'type'> &
  FieldLabelProps & {
    inputClassName?: string;
  };

/** A password input with a show/hide toggle. */
export const PasswordField = ({
  label,
  description,
  error,
  hideLabel,
  id,
  required,
  className,
  inputClassName,
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <Field {...{ label, description, error, hideLabel, id, required, className }}>
      {(ids) => (
        <div className={styles.wrapper}>
          <input
            type={visible ? 'text' : 'password'}
            required={required}
            disabled={disabled}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            className={cx(fieldStyles.control, styles.input, inputClassName)}
            {...ids}
            {...rest}
          />
          <IconButton
            className={styles.toggle}
            size="sm"
            disabled={disabled}
            aria-label={visible ? 'パスワードを隠す' : 'パスワードを表示'}
            aria-controls={ids.id}
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            onClick={() => setVisible((v) => !v)}
          />
        </div>
      )}
    </Field>
  );
};
