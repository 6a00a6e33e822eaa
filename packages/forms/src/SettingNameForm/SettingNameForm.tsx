import { TextField } from '@genba/ui';
import type { companyTeamSchema, occupationSchema } from '@genba/validators';
import type { z } from 'zod';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { FormActions } from '../internal/FormActions.tsx';
import styles from '../OfficeForm/SettingsForm.module.css';

type NameSchema = typeof occupationSchema | typeof companyTeamSchema;

export type SettingNameFormProps = {
  /** The list's rule (occupationSchema, companyTeamSchema of @genba/validators): the server applies the same. */
  schema: NameSchema;
  /** The field's label (職種名, チーム名) and the form's accessible name. */
  label: string;
  formLabel: string;
  submitLabel: string;
  defaultName?: string;
  onSubmit: FormSubmitHandler<z.output<NameSchema>>;
  onCancel?: () => void;
};

/**
 * One name of a company settings list (/setting/occupations, /setting/company-team): add or
 * rename. A duplicate comes back from the server on the field.
 */
export const SettingNameForm = ({
  schema,
  label,
  formLabel,
  submitLabel,
  defaultName = '',
  onSubmit,
  onCancel,
}: SettingNameFormProps) => {
  const { submit, formMessages, isSubmitting, field, form } = useServerForm({
    schema,
    defaultValues: { name: defaultName },
    onSubmit: async (values) => {
      const result = await onSubmit(values);
      // After an add the field is ready for the next name.
      if (result?.ok !== false && !onCancel) form.reset({ name: '' });
      return result;
    },
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={formLabel}>
      <FormMessages messages={formMessages} />
      <TextField label={label} required autoComplete="off" {...field('name')} />
      <FormActions submitLabel={submitLabel} isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
};
