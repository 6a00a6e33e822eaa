import { SMS_AUTH_NUMBER_LENGTH, type SmsLogin, smsLoginSchema } from '@genba/validators';
import type { FormSubmitHandler, FormSubmitResult } from '../FormKit/submitResult.ts';
import { useServerAction } from '../FormKit/useServerAction.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { AuthCodeActions, AuthCodeFields } from '../internal/AuthCodeFields.tsx';
import styles from '../internal/Form.module.css';

export { REQUEST_AGAIN_DONE_MESSAGE } from '../internal/AuthCodeFields.tsx';

export type SmsCodeFormProps = {
  /** The number the code went to; shown, and sent with the code. */
  telNumber: string;
  onSubmit: FormSubmitHandler<SmsLogin>;
  /** Sends a new code (the earlier one stops working). */
  onRequestAgain: () => Promise<FormSubmitResult>;
};

/** SMS login, step 2 (talk §4): the code from the SMS, or a new one. */
export const SmsCodeForm = ({ telNumber, onSubmit, onRequestAgain }: SmsCodeFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: smsLoginSchema,
    defaultValues: { tel_number: telNumber, auth_number: '' },
    onSubmit,
  });
  const again = useServerAction(onRequestAgain);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="認証コードの入力">
      <AuthCodeFields
        lead={`${telNumber} にSMSで送信した${SMS_AUTH_NUMBER_LENGTH}桁の認証コードを入力してください。`}
        messages={[...formMessages, ...again.messages]}
        sentAgain={again.succeeded}
        input={form.register('auth_number')}
        error={form.formState.errors.auth_number?.message ?? form.formState.errors.tel_number?.message}
      />
      <AuthCodeActions submitLabel="ログイン" submitting={isSubmitting} again={again} />
    </form>
  );
};
