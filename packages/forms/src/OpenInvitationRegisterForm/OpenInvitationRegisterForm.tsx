import { TextField } from '@genba/ui';
import {
  type OpenInvitationRegister,
  openInvitationRegisterSchema,
  SMS_AUTH_NUMBER_LENGTH,
} from '@genba/validators';
import type { ReactNode } from 'react';
import type { FormSubmitHandler, FormSubmitResult } from '../FormKit/submitResult.ts';
import { useServerAction } from '../FormKit/useServerAction.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { AgreementField } from '../internal/AgreementCheckbox.tsx';
import { AuthCodeActions, AuthCodeFields } from '../internal/AuthCodeFields.tsx';
import styles from '../internal/Form.module.css';
import { NewPasswordFields } from '../internal/NewPasswordFields.tsx';

export type OpenInvitationRegisterFormProps = {
  /** The address the code was mailed to (OpenInvitationMailRequestForm); shown, and sent with the code. */
  email: string;
  /** Resolves to registerOpenInvitation's ApiResult; a 422 on auth_number (or email) lands on the code. */
  onSubmit: FormSubmitHandler<OpenInvitationRegister>;
  /** Mails a new code (the earlier one stops working). */
  onRequestAgain: () => Promise<FormSubmitResult>;
  /** Back to the address, to correct it. */
  onChangeEmail: () => void;
  /** A link to the terms, shown beside the agreement box. */
  termsLink?: ReactNode;
};

/**
 * Joining through an open invitation link (ADR 009) by e-mail, step 2: the
 * code mailed to the address (proving it is the worker's), a name, a password
 * and the terms; as OpenInvitationTelRegisterForm is for the phone.
 */
export const OpenInvitationRegisterForm = ({
  email,
  onSubmit,
  onRequestAgain,
  onChangeEmail,
  termsLink,
}: OpenInvitationRegisterFormProps) => {
  const { form, submit, field, formMessages, isSubmitting } = useServerForm({
    schema: openInvitationRegisterSchema,
    defaultValues: {
      email,
      auth_number: '',
      name1: '',
      name2: '',
      password: '',
      password_confirmation: '',
      agree_terms_flg: false,
    },
    onSubmit,
    trim: ['name1', 'name2', 'email', 'auth_number'],
  });
  const again = useServerAction(onRequestAgain);
  const { errors } = form.formState;
  const agreeError = errors.agree_terms_flg?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="メールアドレスで登録">
      <AuthCodeFields
        lead={`${email} にメールで送信した${SMS_AUTH_NUMBER_LENGTH}桁の認証コードと、お名前・パスワードを入力してください。`}
        messages={[...formMessages, ...again.messages]}
        sentAgain={again.succeeded}
        input={form.register('auth_number')}
        error={errors.auth_number?.message ?? errors.email?.message}
      />
      <TextField label="お名前(姓)" autoComplete="family-name" {...field('name1')} />
      <TextField label="お名前(名)" autoComplete="given-name" {...field('name2')} />
      <NewPasswordFields
        label="パスワード"
        description="6〜20文字の半角英数字"
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={errors}
      />
      {termsLink}
      <AgreementField control={form.control} name="agree_terms_flg" error={agreeError} />
      <AuthCodeActions
        submitLabel="登録してはじめる"
        submitting={isSubmitting}
        again={again}
        change={{ label: 'メールアドレスを変更する', onClick: onChangeEmail }}
      />
    </form>
  );
};
