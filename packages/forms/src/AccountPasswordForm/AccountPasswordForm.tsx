import { Button, PasswordField } from '@genba/ui';
import { type AccountPassword, accountPasswordSchema, PASSWORD_LIMIT } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from '../internal/Form.module.css';

export type AccountPasswordFormProps = {
  /** Resolves ok when changed; the form then empties itself, so no password stays on screen. */
  onSubmit: FormSubmitHandler<AccountPassword>;
};

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Password change: the current password, then the new one typed twice (accountPasswordSchema). */
export const AccountPasswordForm = ({ onSubmit }: AccountPasswordFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: accountPasswordSchema,
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      const result = await onSubmit(values);
      if (result?.ok) form.reset(EMPTY);
      return result;
    },
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="パスワードの変更">
      <FormMessages messages={formMessages} />
      <PasswordField
        label="現在のパスワード"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
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
        <Button type="submit" loading={isSubmitting}>
          パスワードを変更
        </Button>
      </div>
    </form>
  );
};
