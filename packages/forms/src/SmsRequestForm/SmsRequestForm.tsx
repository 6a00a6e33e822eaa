import { Button, TextField } from '@genba/ui';
import { type SmsRequest, smsRequestSchema } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from '../internal/Form.module.css';

export type SmsRequestFormProps = {
  /** Receives the number as typed; the caller normalises it (talk §5) before sending. */
  onSubmit: FormSubmitHandler<SmsRequest>;
  defaultValues?: Partial<SmsRequest>;
  /** The form's accessible name: the login's unless the number is asked for something else. */
  label?: string;
  /** The sentence above the field. */
  lead?: string;
};

/**
 * SMS login, step 1 (talk §4): the mobile number that receives the code. The
 * open invitation link's phone registration asks the same way, with its own words.
 */
export const SmsRequestForm = ({
  onSubmit,
  defaultValues,
  label = '電話番号でログイン',
  lead = '登録済みの携帯電話番号を入力してください。SMSで認証コードをお送りします。',
}: SmsRequestFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: smsRequestSchema,
    defaultValues: { tel_number: '', ...defaultValues },
    onSubmit,
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <p className={styles.lead}>{lead}</p>
      <FormMessages messages={formMessages} />
      <TextField
        label="携帯電話番号"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="090-1234-5678"
        error={form.formState.errors.tel_number?.message}
        {...form.register('tel_number')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          認証コードを送信
        </Button>
      </div>
    </form>
  );
};
