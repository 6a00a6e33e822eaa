import { Button, PasswordField, TextField } from '@genba/ui';
import { type AccountEmail, accountEmailSchema } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from '../internal/Form.module.css';

export type AccountEmailFormProps = {
  onSubmit: FormSubmitHandler<AccountEmail>;
};

const EMPTY = { email: '', current_password: '' };

/**
 * E-mail change: the new address and the current password. The address
 * changes only once the link mailed to it is opened (/account-change/{token}).
 */
export const AccountEmailForm = ({ onSubmit }: AccountEmailFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: accountEmailSchema,
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      const result = await onSubmit(values);
      if (result?.ok) form.reset(EMPTY);
      return result;
    },
    trim: ['email'],
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="メールアドレスの変更">
      <FormMessages messages={formMessages} />
      <TextField
        label="新しいメールアドレス"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="現在のパスワード"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          確認メールを送信
        </Button>
      </div>
    </form>
  );
};
