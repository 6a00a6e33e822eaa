import { Button, PasswordField } from '@genba/ui';
import { loginEmailField, PASSWORD_LIMIT, passwordResetSchema } from '@genba/validators';
import type { z } from 'zod';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { EmailField } from '../internal/EmailField.tsx';
import styles from '../internal/Form.module.css';

/**
 * The validators' reset rules plus the account's address: the server spends
 * the token only when the address matches it, so a leaked link alone cannot
 * take over an account.
 */
export const resetPasswordFormSchema = passwordResetSchema.safeExtend({ email: loginEmailField });
export type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;

export type ResetPasswordFormProps = {
  /** The one-time token from the /password/reset/{token} link; sent with the new password. */
  token: string;
  /** Prefills the address when the link carries it. */
  email?: string;
  onSubmit: FormSubmitHandler<ResetPasswordValues>;
};

/** /password/reset/{token}: the account's address and the new password, typed twice. */
export const ResetPasswordForm = ({ token, email = '', onSubmit }: ResetPasswordFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: resetPasswordFormSchema,
    defaultValues: { token, email, password: '', password_confirmation: '' },
    onSubmit,
    trim: ['email'],
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="新しいパスワードの設定">
      {/* A bad token has no field of its own: its message joins the form-level alert. */}
      <FormMessages
        messages={errors.token?.message ? [errors.token.message, ...formMessages] : formMessages}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label="新しいパスワード"
        autoComplete="new-password"
        description={`${PASSWORD_LIMIT.min}文字以上${PASSWORD_LIMIT.max}文字以下の半角英数字`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="新しいパスワード(確認)"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          パスワードを再設定
        </Button>
      </div>
    </form>
  );
};
