import { Button } from '@genba/ui';
import { loginEmailField, passwordResetSchema } from '@genba/validators';
import type { z } from 'zod';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { EmailField } from '../internal/EmailField.tsx';
import styles from '../internal/Form.module.css';
import { NewPasswordFields } from '../internal/NewPasswordFields.tsx';

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
      <NewPasswordFields
        label="新しいパスワード"
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={errors}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          パスワードを再設定
        </Button>
      </div>
    </form>
  );
};
