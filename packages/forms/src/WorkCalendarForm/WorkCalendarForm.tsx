import { Button, Checkbox, TextField } from '@genba/ui';
import {
  WEEKDAY_LABELS,
  WORK_CALENDAR_LIMIT,
  WORK_CALENDAR_MESSAGE,
  type WorkCalendar,
  type WorkCalendarInput,
  workCalendarSchema,
} from '@genba/validators';
import { Controller, useFieldArray } from 'react-hook-form';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import fieldGroup from '../internal/FormGroup.module.css';
import styles from './WorkCalendarForm.module.css';

export type WorkCalendarFormProps = {
  defaultValues: WorkCalendar;
  onSubmit: FormSubmitHandler<WorkCalendar>;
  /** False for members who may only read the setting: every field is disabled and the reason shown. */
  canEdit: boolean;
};

/**
 * The company's non-working days (休日設定, designed for issue 14): weekdays
 * off every week, whether public holidays are off, and specific dates with a
 * name. The rules and messages are @genba/validators' (the server's); the
 * whole setting is saved at once with 保存.
 */
export const WorkCalendarForm = ({ defaultValues, onSubmit, canEdit }: WorkCalendarFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: workCalendarSchema,
    defaultValues: defaultValues as WorkCalendarInput,
    onSubmit,
  });
  const dates = useFieldArray({ control: form.control, name: 'dates' });
  const { errors } = form.formState;
  const full = dates.fields.length >= WORK_CALENDAR_LIMIT.dates;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="休日設定">
      <FormMessages messages={formMessages} />
      {!canEdit && (
        <p role="note">
          {WORK_CALENDAR_MESSAGE.noPermission}
          {WORK_CALENDAR_MESSAGE.readOnlyReason}
        </p>
      )}
      <fieldset className={fieldGroup.group} disabled={!canEdit}>
        <legend className={fieldGroup.legend}>毎週の休日</legend>
        <Controller
          control={form.control}
          name="weekly_off"
          render={({ field }) => (
            <div className={fieldGroup.choices}>
              {WEEKDAY_LABELS.map((label, day) => (
                <Checkbox
                  key={label}
                  label={`${label}曜日`}
                  disabled={!canEdit}
                  checked={field.value.includes(day)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked === true
                        ? [...field.value, day].sort((a, b) => a - b)
                        : field.value.filter((d: number) => d !== day),
                    )
                  }
                />
              ))}
            </div>
          )}
        />
        {errors.weekly_off?.message && (
          <p className={styles.error} role="alert">
            {errors.weekly_off.message}
          </p>
        )}
        <Controller
          control={form.control}
          name="public_holidays_off"
          render={({ field }) => (
            <Checkbox
              label="祝日を休日にする"
              disabled={!canEdit}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
      </fieldset>
      <fieldset className={fieldGroup.group} disabled={!canEdit}>
        <legend className={fieldGroup.legend}>会社の休日（特定日）</legend>
        {dates.fields.length === 0 ? (
          <p className={styles.hint}>登録された休日はありません。</p>
        ) : (
          <ol className={styles.dates} aria-label="会社の休日">
            {dates.fields.map((row, index) => (
              <li key={row.id} className={styles.dateRow}>
                <TextField
                  type="date"
                  label="日付"
                  required
                  error={errors.dates?.[index]?.date?.message}
                  {...form.register(`dates.${index}.date`)}
                />
                <TextField
                  label="名称"
                  placeholder="年末年始など"
                  error={errors.dates?.[index]?.name?.message}
                  {...form.register(`dates.${index}.name`)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`${index + 1}件目の休日を削除`}
                  onClick={() => dates.remove(index)}
                >
                  削除
                </Button>
              </li>
            ))}
          </ol>
        )}
        {errors.dates?.message && (
          <p className={styles.error} role="alert">
            {errors.dates.message}
          </p>
        )}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!canEdit || full}
            onClick={() => dates.append({ date: '', name: '' })}
          >
            休日を追加
          </Button>
        </div>
      </fieldset>
      {canEdit && (
        <div className={styles.actions}>
          <Button type="submit" loading={isSubmitting}>
            保存
          </Button>
        </div>
      )}
    </form>
  );
};
