import { TextField, type TextFieldProps } from '@genba/ui';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode'>;

/**
 * The e-mail field of the login-family forms: the fixed label メールアドレス
 * (others rely on it) and the keyboard and autofill hints of an address.
 *
 * Typed or pasted spaces around an address never reach the form: a
 * `type="email"` input reports its value trimmed (HTML value sanitization),
 * so trimming on blur would change nothing. Values that do not come through
 * the input (defaults, an address carried by a link) are trimmed by the
 * form's `useServerForm({ trim: ['email'] })` before the schema sees them.
 */
export const EmailField = ({ autoComplete = 'username', ...props }: EmailFieldProps) => (
  <TextField label="メールアドレス" type="email" inputMode="email" autoComplete={autoComplete} {...props} />
);
