import { PasswordField, Select, TextField } from '@genba/ui';
import { ADMIN_ROLE, ADMIN_ROLE_LABEL } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from '../internal/Form.module.css';
import { FormActions } from '../internal/FormActions.tsx';
import { NewPasswordFields } from '../internal/NewPasswordFields.tsx';
import {
  type AdminUserFormOutput,
  type AdminUserFormValues,
  adminUserCreateFormSchema,
  adminUserEditFormSchema,
} from './adminUserFormSchema.ts';

export type AdminUserFormProps = {
  /** 'create' requires a password; 'edit' keeps the current one when the fields are left empty. */
  mode: 'create' | 'edit';
  defaultValues: AdminUserFormValues;
  onSubmit: FormSubmitHandler<AdminUserFormOutput>;
  onCancel?: () => void;
};

const roleOptions = Object.values(ADMIN_ROLE).map((r) => ({ value: String(r), label: ADMIN_ROLE_LABEL[r] }));

/** /admin/users create and edit: name, e-mail, role (一般 or 管理者) and password. */
export const AdminUserForm = ({ mode, defaultValues, onSubmit, onCancel }: AdminUserFormProps) => {
  const { form, field, submit, formMessages, isSubmitting } = useServerForm({
    schema: mode === 'create' ? adminUserCreateFormSchema : adminUserEditFormSchema,
    defaultValues,
    onSubmit,
    trim: ['name', 'email'],
  });
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? 'システム管理者の登録' : 'システム管理者の編集'}
    >
      <FormMessages messages={formMessages} />
      <TextField label="名前" required {...field('name')} />
      <TextField label="メールアドレス" type="email" autoComplete="off" required {...field('email')} />
      <Select label="権限" options={roleOptions} {...field('role')} />
      {mode === 'create' ? (
        <NewPasswordFields
          label="パスワード"
          password={form.register('password')}
          confirmation={form.register('password_confirmation')}
          errors={form.formState.errors}
        />
      ) : (
        <>
          <PasswordField
            label="新しいパスワード（変更するときのみ）"
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordField
            label="新しいパスワード(確認)"
            autoComplete="new-password"
            {...field('password_confirmation')}
          />
        </>
      )}
      <FormActions
        submitLabel={mode === 'create' ? '登録' : '保存'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
};
