import { Button, TextField } from '@genba/ui';
import { type AccountProfile, accountProfileSchema } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import styles from '../internal/Form.module.css';

export type AccountProfileValues = { name1: string; name2: string; kana1: string; kana2: string };

export type AccountProfileFormProps = {
  defaultValues: AccountProfileValues;
  onSubmit: FormSubmitHandler<AccountProfile>;
};

/** The person's name and kana on the account screen (accountProfileSchema: surname required, each ≤ 20). */
export const AccountProfileForm = ({ defaultValues, onSubmit }: AccountProfileFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: accountProfileSchema,
    defaultValues,
    onSubmit,
    trim: ['name1', 'name2', 'kana1', 'kana2'],
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="氏名の変更">
      <FormMessages messages={formMessages} />
      <TextField
        label="氏名(姓)"
        required
        autoComplete="family-name"
        error={errors.name1?.message}
        {...form.register('name1')}
      />
      <TextField
        label="氏名(名)"
        autoComplete="given-name"
        error={errors.name2?.message}
        {...form.register('name2')}
      />
      <TextField label="フリガナ(姓)" error={errors.kana1?.message} {...form.register('kana1')} />
      <TextField label="フリガナ(名)" error={errors.kana2?.message} {...form.register('kana2')} />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          氏名を保存
        </Button>
      </div>
    </form>
  );
};
