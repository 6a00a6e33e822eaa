import { Button } from '@genba/ui';
import { type OpenInvitationMailRequest, openInvitationMailRequestSchema } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { EmailField } from '../internal/EmailField.tsx';
import styles from '../internal/Form.module.css';

export type OpenInvitationMailRequestFormProps = {
  /** Resolves to requestOpenInvitationMail's ApiResult; receives the trimmed address. */
  onSubmit: FormSubmitHandler<OpenInvitationMailRequest>;
  defaultValues?: Partial<OpenInvitationMailRequest>;
};

/**
 * Joining through an open invitation link by e-mail, step 1: the address the
 * worker will log in with, which gets a code by mail (as SmsRequestForm's
 * number gets one by SMS).
 */
export const OpenInvitationMailRequestForm = ({
  onSubmit,
  defaultValues,
}: OpenInvitationMailRequestFormProps) => {
  const { submit, field, formMessages, isSubmitting } = useServerForm({
    schema: openInvitationMailRequestSchema,
    defaultValues: { email: '', ...defaultValues },
    onSubmit,
    trim: ['email'],
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="メールアドレスで登録">
      <p className={styles.lead}>
        ログインに使うメールアドレスを入力してください。メールで認証コードをお送りします。
      </p>
      <FormMessages messages={formMessages} />
      <EmailField autoComplete="email" {...field('email')} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          認証コードを送信
        </Button>
      </div>
    </form>
  );
};
