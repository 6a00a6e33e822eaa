import { Button, TextField } from '@genba/ui';
import { type InvitationRegister, invitationRegisterSchema } from '@genba/validators';
import type { ReactNode } from 'react';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { AgreementField } from '../internal/AgreementCheckbox.tsx';
import styles from '../internal/Form.module.css';
import { NewPasswordFields } from '../internal/NewPasswordFields.tsx';

export type InvitationRegisterFormProps = {
  /** Resolves to the registration call's ApiResult. */
  onSubmit: FormSubmitHandler<InvitationRegister>;
  /** The invited name, prefilled (the worker may correct it). */
  defaultName1?: string;
  /** A link to the terms, shown beside the agreement box. */
  termsLink?: ReactNode;
};

/**
 * The invited worker's registration on /invitation_user/{encoded} (phone-sized):
 * name, パスワード (a fixed point) with its confirmation, and the terms agreement.
 */
export const InvitationRegisterForm = ({
  onSubmit,
  defaultName1 = '',
  termsLink,
}: InvitationRegisterFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: invitationRegisterSchema,
    defaultValues: {
      name1: defaultName1,
      name2: '',
      password: '',
      password_confirmation: '',
      agree_terms_flg: false,
    },
    onSubmit,
    trim: ['name1', 'name2'],
  });
  const { errors } = form.formState;
  const agreeError = errors.agree_terms_flg?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="招待されたユーザーの登録">
      <FormMessages messages={formMessages} />
      <TextField
        label="お名前(姓)"
        autoComplete="family-name"
        error={errors.name1?.message}
        {...form.register('name1')}
      />
      <TextField
        label="お名前(名)"
        autoComplete="given-name"
        error={errors.name2?.message}
        {...form.register('name2')}
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
