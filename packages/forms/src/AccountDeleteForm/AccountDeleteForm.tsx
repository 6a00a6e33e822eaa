import { Button, ConfirmDialog, PasswordField, TextField } from '@genba/ui';
import {
  ACCOUNT_DELETE_CONFIRM,
  ACCOUNT_MESSAGE,
  type AccountDelete,
  accountDeleteSchema,
  LOGIN_FLOW_MESSAGE,
} from '@genba/validators';
import { useState } from 'react';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from '../internal/Form.module.css';

export type AccountDeleteFormProps = {
  /** What the account proves itself with: its password, or (mobile-only, no password) an SMS code to its number. */
  proof: 'password' | 'sms';
  /** Sends the SMS code (proof 'sms'); resolves once sent. */
  onRequestCode?: () => Promise<unknown>;
  /** Called only after the confirmation dialog's 削除する. */
  onSubmit: FormSubmitHandler<AccountDelete>;
};

/** The shared rules, plus the proof this account has being required (as the server requires it). */
const schemaFor = (proof: AccountDeleteFormProps['proof']) =>
  accountDeleteSchema.superRefine((value, ctx) => {
    if (proof === 'password' && !value.current_password)
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: ACCOUNT_MESSAGE.currentPasswordRequired,
      });
    if (proof === 'sms' && !value.auth_number)
      ctx.addIssue({ code: 'custom', path: ['auth_number'], message: LOGIN_FLOW_MESSAGE.authNumberRequired });
  });

/**
 * /accountdelete: the proof, then a confirmation that says what deletion does
 * (talk §2 /accountdelete; confirmation before destructive actions). Nothing is
 * sent unless the dialog's 削除する is pressed.
 */
export const AccountDeleteForm = ({ proof, onRequestCode, onSubmit }: AccountDeleteFormProps) => {
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: schemaFor(proof),
    defaultValues: { current_password: '', auth_number: '' },
    onSubmit: async (values) => {
      const confirmed = await new Promise<boolean>((resolve) => setAnswer(() => resolve));
      setAnswer(null);
      return confirmed ? onSubmit(values) : undefined;
    },
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="アカウントの削除">
      <FormMessages messages={formMessages} />
      {proof === 'password' ? (
        <PasswordField
          label="現在のパスワード"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
      ) : (
        <>
          <Button
            type="button"
            variant="secondary"
            onClick={async () => {
              await onRequestCode?.();
              setCodeSent(true);
            }}
          >
            {codeSent ? '認証コードを再送信' : '認証コードを送信'}
          </Button>
          <p role="status" className={styles.lead}>
            {codeSent ? '登録済みの携帯電話番号に認証コードを送信しました。' : null}
          </p>
          <TextField
            label="認証コード"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors.auth_number?.message}
            {...form.register('auth_number')}
          />
        </>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          アカウントを削除
        </Button>
      </div>
      <ConfirmDialog
        open={answer !== null}
        onOpenChange={(open) => {
          if (!open) answer?.(false);
        }}
        title="アカウントを削除しますか？"
        description={ACCOUNT_DELETE_CONFIRM}
        variant="destructive"
        onConfirm={() => answer?.(true)}
        onCancel={() => answer?.(false)}
      />
    </form>
  );
};
