import { Button } from '@genba/ui';
import { type PasswordResetRequest, passwordResetRequestSchema } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { EmailField } from '../internal/EmailField.tsx';
import styles from '../internal/Form.module.css';

export type ForgotPasswordFormProps = {
  onSubmit: FormSubmitHandler<PasswordResetRequest>;
  defaultValues?: Partial<PasswordResetRequest>;
};

/** /login/forgotpass: the address that receives the password reset link. */
export const ForgotPasswordForm = ({ onSubmit, defaultValues }: ForgotPasswordFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '', ...defaultValues },
    onSubmit,
    trim: ['email'],
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="パスワードの再設定">
      <p className={styles.lead}>
        ご登録のメールアドレスを入力してください。パスワード再設定用のURLをお送りします。
      </p>
      <FormMessages messages={formMessages} />
      <EmailField
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          送信する
        </Button>
      </div>
    </form>
  );
};
