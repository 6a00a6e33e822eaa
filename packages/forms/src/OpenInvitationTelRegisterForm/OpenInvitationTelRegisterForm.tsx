import { TextField } from '@genba/ui';
import {
  type OpenInvitationTelRegister,
  openInvitationTelRegisterSchema,
  SMS_AUTH_NUMBER_LENGTH,
} from '@genba/validators';
import type { ReactNode } from 'react';
import type { FormSubmitHandler, FormSubmitResult } from '../FormKit/submitResult.ts';
import { useServerAction } from '../FormKit/useServerAction.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { AgreementField } from '../internal/AgreementCheckbox.tsx';
import { AuthCodeActions, AuthCodeFields } from '../internal/AuthCodeFields.tsx';
import styles from '../internal/Form.module.css';

export type OpenInvitationTelRegisterFormProps = {
  /** The number the code went to; shown, and sent with the code. */
  telNumber: string;
  /** Resolves to registerOpenInvitationByTel's ApiResult; a 422 on auth_number lands on the code. */
  onSubmit: FormSubmitHandler<OpenInvitationTelRegister>;
  /** Sends a new code (the earlier one stops working). */
  onRequestAgain: () => Promise<FormSubmitResult>;
  /** Back to the number, to correct it. */
  onChangeNumber: () => void;
  /** A link to the terms, shown beside the agreement box. */
  termsLink?: ReactNode;
};

/**
 * Joining through an open invitation link by phone, step 2: the code from the
 * SMS (the login's rules), the name and the terms. There is no password: the
 * worker logs in by SMS.
 */
export const OpenInvitationTelRegisterForm = ({
  telNumber,
  onSubmit,
  onRequestAgain,
  onChangeNumber,
  termsLink,
}: OpenInvitationTelRegisterFormProps) => {
  const { form, submit, field, formMessages, isSubmitting } = useServerForm({
    schema: openInvitationTelRegisterSchema,
    defaultValues: { tel_number: telNumber, auth_number: '', name1: '', name2: '', agree_terms_flg: false },
    onSubmit,
    trim: ['name1', 'name2', 'auth_number'],
  });
  const again = useServerAction(onRequestAgain);
  const { errors } = form.formState;
  const agreeError = errors.agree_terms_flg?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="電話番号で登録">
      <AuthCodeFields
        lead={`${telNumber} にSMSで送信した${SMS_AUTH_NUMBER_LENGTH}桁の認証コードと、お名前を入力してください。`}
        messages={[...formMessages, ...again.messages]}
        sentAgain={again.succeeded}
        input={form.register('auth_number')}
        error={errors.auth_number?.message ?? errors.tel_number?.message}
      />
      <TextField label="お名前(姓)" autoComplete="family-name" {...field('name1')} />
      <TextField label="お名前(名)" autoComplete="given-name" {...field('name2')} />
      {termsLink}
      <AgreementField control={form.control} name="agree_terms_flg" error={agreeError} />
      <AuthCodeActions
        submitLabel="登録してはじめる"
        submitting={isSubmitting}
        again={again}
        change={{ label: '電話番号を変更する', onClick: onChangeNumber }}
      />
    </form>
  );
};
