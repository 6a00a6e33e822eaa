import { TextField } from '@genba/ui';
import { type WorkingHours, workingHoursSchema } from '@genba/validators';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { FormActions } from '../internal/FormActions.tsx';
import styles from '../OfficeForm/SettingsForm.module.css';

export type WorkingHoursFormProps = {
  defaultValues: WorkingHours;
  onSubmit: FormSubmitHandler<WorkingHours>;
};

/**
 * The company's default working hours of /setting/daily-attendance (docs/adr/012), which the
 * attendance and daily forms prefill: start, end and the rest inside them (workingHoursSchema).
 */
export const WorkingHoursForm = ({ defaultValues, onSubmit }: WorkingHoursFormProps) => {
  const { submit, formMessages, isSubmitting, field } = useServerForm({
    schema: workingHoursSchema,
    defaultValues,
    onSubmit,
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="会社の勤務時間">
      <FormMessages messages={formMessages} />
      <div className={styles.pair}>
        <TextField label="始業" type="time" required {...field('start_time')} />
        <TextField label="終業" type="time" required {...field('end_time')} />
        <TextField label="休憩開始" type="time" required {...field('rest_start_time')} />
        <TextField label="休憩終了" type="time" required {...field('rest_end_time')} />
      </div>
      <FormActions submitLabel="保存" isSubmitting={isSubmitting} />
    </form>
  );
};
