import { Button, TextField } from '@genba/ui';
import { type OpenInvitationRegister, openInvitationRegisterSchema } from '@genba/validators';
import type { ReactNode } from 'react';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { AgreementField } from '../internal/AgreementCheckbox.tsx';
import styles from '../internal/Form.module.css';
import { NewPasswordFields } from '../internal/NewPasswordFields.tsx';

export type OpenInvitationRegisterFormProps = {
  /** Resolves to registerOpenInvitation's ApiResult. */
  onSubmit: FormSubmitHandler<OpenInvitationRegister>;
  /** A link to the terms, shown beside the agreement box. */
  termsLink?: ReactNode;
};

/**
 * Joining through an open invitation link (ADR 009) on /invitation_user/{encoded}:
 * InvitationRegisterForm's fields plus the メールアドレス the worker logs in with,
 * as nobody invited them by address.
 */
export const OpenInvitationRegisterForm = ({ onSubmit, termsLink }: OpenInvitationRegisterFormProps) => {
  const { form, submit, field, formMessages, isSubmitting } = useServerForm({
    schema: openInvitationRegisterSchema,
    defaultValues: {
      name1: '',
      name2: '',
      email: '',
      password: '',
      password_confirmation: '',
      agree_terms_flg: false,
    },
    onSubmit,
    trim: ['name1', 'name2', 'email'],
  });
  const { errors } = form.formState;
  const agreeError = errors.agree_terms_flg?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="招待リンクからの登録">
      <FormMessages messages={formMessages} />
      <TextField label="お名前(姓)" autoComplete="family-name" {...field('name1')} />
      <TextField label="お名前(名)" autoComplete="given-name" {...field('name2')} />
      <TextField
        label="メールアドレス"
        description="ログインに使います"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...field('email')}
      />
      <NewPasswordFields
        label="パスワード"
        description="6〜20文字の半角英数字"
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={errors}
      />
      {termsLink}
      <AgreementField control={form.control} name="agree_terms_flg" error={agreeError} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          登録してはじめる
        </Button>
      </div>
    </form>
  );
};
