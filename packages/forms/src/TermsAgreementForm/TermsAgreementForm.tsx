import { Button } from '@genba/ui';
import { useId } from 'react';
import styles from '../internal/Form.module.css';
import { FormMessages } from '../internal/FormMessages.tsx';
import type { FormSubmitHandler } from '../internal/submitResult.ts';
import { useServerForm } from '../internal/useServerForm.ts';
import own from './TermsAgreementForm.module.css';
import { type TermsAgreement, termsAgreementSchema } from './termsAgreementSchema.ts';

export type TermsAgreementFormProps = {
  /** Sends the agreement (agree_terms_flg = 1; the server stamps last_access). */
  onSubmit: FormSubmitHandler<TermsAgreement>;
};

/** The foot of /login/rules: tick the box, then agree. */
export const TermsAgreementForm = ({ onSubmit }: TermsAgreementFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: termsAgreementSchema,
    defaultValues: { agreed: false },
    onSubmit,
  });
  const id = useId();
  const error = form.formState.errors.agreed?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="利用規約への同意">
      <FormMessages messages={formMessages} />
      <div className={own.check} data-invalid={error ? '' : undefined}>
        <input
          id={id}
          type="checkbox"
          className={own.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('agreed')}
        />
        <label htmlFor={id}>利用規約に同意する</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className={own.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          同意する
        </Button>
      </div>
    </form>
  );
};
