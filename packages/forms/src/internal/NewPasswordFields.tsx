import { PasswordField } from '@genba/ui';
import { PASSWORD_LIMIT } from '@genba/validators';
import type { UseFormRegisterReturn } from 'react-hook-form';

type NewPasswordFieldsProps = {
  /** The first field's label; the second reads the same with (確認). */
  label: string;
  /** The rule shown under the first field; by default the lengths of PASSWORD_LIMIT. */
  description?: string;
  password: UseFormRegisterReturn<'password'>;
  confirmation: UseFormRegisterReturn<'password_confirmation'>;
  /** The form's errors (validators' newPasswordFields put them on these two names). */
  errors: { password?: { message?: string }; password_confirmation?: { message?: string } };
};

/** A new password typed twice, the pair of the reset, password-change and invitation forms. */
export const NewPasswordFields = ({
  label,
  description = `${PASSWORD_LIMIT.min}文字以上${PASSWORD_LIMIT.max}文字以下の半角英数字`,
  password,
  confirmation,
  errors,
}: NewPasswordFieldsProps) => (
  <>
    <PasswordField
      label={label}
      autoComplete="new-password"
      description={description}
      error={errors.password?.message}
      {...password}
    />
    <PasswordField
      label={`${label}(確認)`}
      autoComplete="new-password"
      error={errors.password_confirmation?.message}
      {...confirmation}
    />
  </>
);
