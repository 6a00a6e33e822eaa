import { Button, PasswordField } from '@genba/ui';
import { type LoginEmail, loginEmailSchema } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { EmailField } from '../internal/EmailField.tsx';
import styles from '../internal/Form.module.css';

export type LoginEmailFormProps = {
  /** Resolves to the login call's ApiResult; its messages land on the fields or above the button. */
  onSubmit: FormSubmitHandler<LoginEmail>;
  defaultValues?: Partial<LoginEmail>;
};

/** E-mail and password login (talk §5). Labels メールアドレス / パスワード and the button ログイン are fixed points. */
export const LoginEmailForm = ({ onSubmit, defaultValues }: LoginEmailFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: loginEmailSchema,
    defaultValues: { email: '', password: '', ...defaultValues },
    onSubmit,
    trim: ['email'],
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="メールアドレスでログイン">
      <FormMessages messages={formMessages} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        label="パスワード"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          ログイン
        </Button>
      </div>
    </form>
  );
};
