import { FormMessages, type FormSubmitResult, useServerForm } from '@genba/forms';
import { Button, TextField } from '@genba/ui';
import type { tagFormSchema } from '@genba/validators';
import styles from './SettingsList.module.css';

export type NameFormProps = {
  /** A `{ name }` form rule from @genba/validators (tag 32, tag group 20, folder 50 characters). */
  schema: typeof tagFormSchema;
  label: string;
  submitLabel: string;
  defaultName?: string;
  /** Sends the name; the server's 422 lands on the field. */
  onSubmit: (name: string) => Promise<FormSubmitResult>;
  onCancel?: () => void;
  /** Empties the field after a successful create. */
  resetOnSuccess?: boolean;
};

/** One name, created or renamed: the settings lists' only form (tag groups, tags, folders). */
export const NameForm = ({
  schema,
  label,
  submitLabel,
  defaultName = '',
  onSubmit,
  onCancel,
  resetOnSuccess = false,
}: NameFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema,
    defaultValues: { name: defaultName },
    trim: ['name'],
    onSubmit: async ({ name }) => {
      const result = await onSubmit(name);
      if (result?.ok && resetOnSuccess) form.reset({ name: '' });
      return result;
    },
  });
  return (
    <form className={styles.nameForm} onSubmit={submit} noValidate>
      <FormMessages messages={formMessages} />
      <TextField label={label} error={form.formState.errors.name?.message} {...form.register('name')} />
      <Button type="submit" size="sm" loading={isSubmitting}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          キャンセル
        </Button>
      )}
    </form>
  );
};
