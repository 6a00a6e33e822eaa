import { TextField } from '@genba/ui';
import { existingPartnerFormSchema } from '@genba/validators';
import type { z } from 'zod';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { FormActions } from '../internal/FormActions.tsx';
import styles from '../OfficeForm/SettingsForm.module.css';

export type ExistingPartnerFormProps = {
  onSubmit: FormSubmitHandler<z.output<typeof existingPartnerFormSchema>>;
  onCancel?: () => void;
};

/**
 * 登録済みの会社を追加 (registExistsCompany): a company that already uses the product
 * is added by the company id it reads on its own partner-company settings screen.
 */
export const ExistingPartnerForm = ({ onSubmit, onCancel }: ExistingPartnerFormProps) => {
  const { submit, formMessages, isSubmitting, field } = useServerForm({
    schema: existingPartnerFormSchema,
    defaultValues: { company_id: '' },
    onSubmit,
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="登録済みの会社を追加">
      <FormMessages messages={formMessages} />
      <TextField
        label="会社ID"
        required
        inputMode="numeric"
        description="相手の会社の「協力会社設定」画面に表示される自社の会社IDを入力してください。"
        {...field('company_id')}
      />
      <FormActions submitLabel="追加" isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
};
