import { Button } from '@genba/ui';
import styles from './FormActions.module.css';

export type FormActionsProps = {
  submitLabel: string;
  /** True while the submit is pending (`useServerForm`'s `isSubmitting`). */
  isSubmitting: boolean;
  /** Shows キャンセル before the submit button when the form sits in a dialog. */
  onCancel?: () => void;
};

/** The footer of the settings and member forms: キャンセル when there is somewhere to go back to, then the submit. */
export const FormActions = ({ submitLabel, isSubmitting, onCancel }: FormActionsProps) => (
  <div className={styles.actions}>
    {onCancel && (
      <Button type="button" variant="secondary" onClick={onCancel}>
        キャンセル
      </Button>
    )}
    <Button type="submit" loading={isSubmitting}>
      {submitLabel}
    </Button>
  </div>
);
