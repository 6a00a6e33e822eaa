import { Button } from '@genba/ui';
import { useId } from 'react';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { AgreementCheckbox } from '../internal/AgreementCheckbox.tsx';
import styles from '../internal/Form.module.css';
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
  const errorId = useId();
  const error = form.formState.errors.agreed?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="利用規約への同意">
      <FormMessages messages={formMessages} />
      <AgreementCheckbox control={form.control} name="agreed" error={error} errorId={errorId} />
      {error ? (
        <p id={errorId} className={own.error}>
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
