import { type ComponentProps, useId } from 'react';
import styles from './TextareaField.module.css';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'className'> & {
  label: string;
  error?: string;
};

/**
 * A textarea with its label and error (the ui kit has no multi-line field):
 * the memo of BusinessHistoryForm and the body of NewsAdminForm.
 */
export const TextareaField = ({ label, error, ...props }: TextareaFieldProps) => {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
};
