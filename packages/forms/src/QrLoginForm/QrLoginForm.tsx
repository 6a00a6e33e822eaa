import { Button, TextField } from '@genba/ui';
import { type QrLogin, qrLoginSchema } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from '../internal/Form.module.css';

export type QrLoginFormProps = {
  /** The code the page already has (the URL's fragment), or ''. */
  defaultCode: string;
  onSubmit: FormSubmitHandler<QrLogin>;
  /** Why an earlier attempt (the app's scan) was refused; shown until the form is sent. */
  notice?: string | null;
};

/**
 * QR login without a camera (docs/adr/011): the code, or the URL shown under
 * the QR, pasted or prefilled. The server's single 401 lands in the form's messages.
 */
export const QrLoginForm = ({ defaultCode, onSubmit, notice = null }: QrLoginFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: qrLoginSchema,
    defaultValues: { code: defaultCode },
    onSubmit,
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="ログインコードの入力">
      <p className={styles.lead}>
        パソコンの「スマートフォンでログイン」に表示されたQRコードの下のURL（ログインコード）を入力してください。
      </p>
      <FormMessages messages={notice && !form.formState.isSubmitted ? [notice] : formMessages} />
      <TextField
        label="ログインコード"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          ログイン
        </Button>
      </div>
    </form>
  );
};
