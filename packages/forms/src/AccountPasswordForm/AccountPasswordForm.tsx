import { Button, PasswordField } from '@genba/ui';
import { type AccountPassword, accountPasswordSchema } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from '../internal/Form.module.css';
import { NewPasswordFields } from '../internal/NewPasswordFields.tsx';

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
      <NewPasswordFields
        label="新しいパスワード"
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={errors}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          パスワードを変更
        </Button>
      </div>
    </form>
  );
};
