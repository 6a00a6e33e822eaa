import { type ReactNode, useId } from 'react';
import { cx } from './cx.ts';
import styles from './Field.module.css';

export type FieldLabelProps = {
  /** The visible label; also the control's accessible name. */
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Error message; sets aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
};

export type FieldIds = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FieldProps = FieldLabelProps & {
  id?: string;
  required?: boolean;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
};

/**
 * Label, description and error around one form control, wired so assistive
 * technology reads all three. Shared by TextField, PasswordField and Select.
 */
export const Field = ({
  label,
  description,
  error,
  hideLabel,
  id,
  required,
  className,
  children,
}: FieldProps) => {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)} data-invalid={error ? true : undefined}>
      <label htmlFor={controlId} className={styles.label} data-hidden={hideLabel || undefined}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            必須
          </span>
        )}
      </label>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};
