import { TextField } from '@genba/ui';
import { EMPTY_OFFICE_FORM, type OfficeFormValues, officeFormSchema } from '@genba/validators';
import type { z } from 'zod';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { ContactAddressFields } from '../internal/ContactAddressFields.tsx';
import { FormActions } from '../internal/FormActions.tsx';
import styles from './SettingsForm.module.css';

export type OfficeFormProps = {
  mode: 'create' | 'edit';
  defaultValues?: Partial<OfficeFormValues>;
  onSubmit: FormSubmitHandler<z.output<typeof officeFormSchema>>;
  onCancel?: () => void;
};

/** An office (営業所) of /setting/office: a name, and optionally its address and numbers. */
export const OfficeForm = ({ mode, defaultValues, onSubmit, onCancel }: OfficeFormProps) => {
  const { submit, formMessages, isSubmitting, field } = useServerForm({
    schema: officeFormSchema,
    defaultValues: { ...EMPTY_OFFICE_FORM, ...defaultValues },
    onSubmit,
  });
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? '営業所の登録' : '営業所の編集'}
    >
      <FormMessages messages={formMessages} />
      <TextField label="営業所名" required {...field('name')} />
      <TextField label="営業所名(カナ)" {...field('name_kana')} />
      <ContactAddressFields field={field} />
      <FormActions
        submitLabel={mode === 'create' ? '登録' : '保存'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
};
