import type { TCompletionStatusSetting } from '@genba/api-client';
import { FormMessages, type FormSubmitHandler, useServerForm } from '@genba/forms';
import { Button, TextField } from '@genba/ui';
import {
  PROJECT_COMPLETION_STATUS_LABEL,
  type ProjectCompletionStatusForm,
  projectCompletionStatusSchema,
} from '@genba/validators';
import styles from './CaseList.module.css';
import { StatusBadge } from './StatusBadge.tsx';

/** One of the ten statuses: name (≤ 10), memo (≤ 100) and colour (core §3/§5), saved on its own. */
export const CompletionStatusRow = ({
  setting,
  onSubmit,
}: {
  setting: TCompletionStatusSetting;
  onSubmit: FormSubmitHandler<ProjectCompletionStatusForm>;
}) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: projectCompletionStatusSchema,
    defaultValues: { name: setting.name, memo: setting.memo, color: setting.color },
    onSubmit,
    trim: ['name'],
  });
  const { errors } = form.formState;
  const label = PROJECT_COMPLETION_STATUS_LABEL[setting.status];
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label={`進捗状況 ${label}`}>
      <FormMessages messages={formMessages} />
      <div>
        <StatusBadge status={setting.status} settings={[setting]} />
      </div>
      <TextField label={`${label}の名称`} error={errors.name?.message} {...form.register('name')} />
      <TextField label={`${label}のメモ`} error={errors.memo?.message} {...form.register('memo')} />
      <TextField
        label={`${label}の色`}
        type="color"
        error={errors.color?.message}
        {...form.register('color')}
      />
      <div className={styles.filterActions}>
        <Button type="submit" loading={isSubmitting} aria-label={`${label}を保存`}>
          保存
        </Button>
      </div>
    </form>
  );
};
