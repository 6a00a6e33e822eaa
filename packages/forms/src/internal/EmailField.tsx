import { TextField, type TextFieldProps } from '@genba/ui';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode'>;

/**
 * The e-mail field of the login-family forms: the fixed label メールアドレス
 * (others rely on it) and the keyboard and autofill hints of an address.
 */
export const EmailField = ({ autoComplete = 'username', ...props }: EmailFieldProps) => (
  <TextField label="メールアドレス" type="email" inputMode="email" autoComplete={autoComplete} {...props} />
);
