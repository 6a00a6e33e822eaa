import { Button, Checkbox, Select, type SelectOption, TextField } from '@genba/ui';
import {
  EMPTY_SCHEDULE_TASK_FORM,
  type ScheduleTaskFormOutput,
  type ScheduleTaskFormValues,
  scheduleTaskFormSchema,
  TASK_COLOR_KEYS,
  TASK_COLOR_LABEL,
  TASK_STATUS_LABEL,
} from '@genba/validators';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import fieldGroup from '../internal/FormGroup.module.css';
import styles from './ScheduleTaskForm.module.css';
import { TaskMemberList } from './TaskMemberList.tsx';

/**
 * A member who may be assigned; `group` names their company (the picker groups by it, in the given
 * order), `avatar` is their photo and `partner` marks a partner company's worker (the avatar's colour).
 */
export type ScheduleMemberOption = SelectOption & { group?: string; avatar?: string; partner?: boolean };

export type ScheduleTaskFormProps = {
  mode: 'create' | 'edit';
  onSubmit: FormSubmitHandler<ScheduleTaskFormOutput>;
  defaultValues?: Partial<ScheduleTaskFormValues>;
  /** The project's top-level tasks a new task may hang under (a sub-task has one level, core §4). */
  parents: readonly SelectOption[];
  /** Members who may be assigned: the project's, of the company and of its partner companies there. */
  members: readonly ScheduleMemberOption[];
  /**
   * Working days from start to end (the company's non-working days left
   * out): shown under the period, and one click puts it into 予定日数.
   */
  countWorkingDays?: (start: string, end: string) => number;
  /** Extra actions beside the submit button (the edit dialog's delete). */
  actions?: ReactNode;
};

const STATUS_OPTIONS: SelectOption[] = Object.entries(TASK_STATUS_LABEL).map(([value, label]) => ({
  value,
  label,
}));
const COLOR_OPTIONS: SelectOption[] = TASK_COLOR_KEYS.map((key) => ({
  value: key,
  label: TASK_COLOR_LABEL[key],
}));

/** Members by company, keeping the order in which companies first appear. */
const groupsOf = (members: readonly ScheduleMemberOption[]) => {
  const groups = new Map<string, ScheduleMemberOption[]>();
  for (const m of members) groups.set(m.group ?? '', [...(groups.get(m.group ?? '') ?? []), m]);
  return [...groups];
};

/**
 * The schedule task form (issue 14): name, period, status, progress, colour,
 * parent, members, the core §5 numbers, actual records and a memo. Every rule
 * and message is @genba/validators' (the server's): the submit button reads
 * 登録 (保存 when editing).
 */
export const ScheduleTaskForm = ({
  mode,
  onSubmit,
  defaultValues,
  parents,
  members,
  countWorkingDays,
  actions,
}: ScheduleTaskFormProps) => {
  const { form, submit, formMessages, isSubmitting, field } = useServerForm({
    schema: scheduleTaskFormSchema,
    defaultValues: { ...EMPTY_SCHEDULE_TASK_FORM, ...defaultValues },
    onSubmit,
    trim: ['name'],
  });
  const [start, end] = form.watch(['start_date', 'end_date']);
  const workingDays = countWorkingDays?.(start, end) ?? 0;

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? 'タスクの登録' : 'タスクの編集'}
    >
      <FormMessages messages={formMessages} />
      <TextField label="作業名" required {...field('name')} />
      <div className={styles.row}>
        <TextField type="date" label="開始日" required {...field('start_date')} />
        <TextField type="date" label="終了日" required {...field('end_date')} />
      </div>
      {countWorkingDays && workingDays > 0 && (
        <p className={styles.workingDays} aria-live="polite">
          稼働日数 {workingDays}日（休日を除く）
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => form.setValue('scheduled_days', String(workingDays), { shouldDirty: true })}
          >
            予定日数に入れる
          </Button>
        </p>
      )}
      <div className={styles.row}>
        <Select label="ステータス" options={STATUS_OPTIONS} {...field('status')} />
        <TextField label="進捗率(%)" inputMode="numeric" {...field('progress')} />
        <Select label="色" options={COLOR_OPTIONS} {...field('color')} />
      </div>
      {mode === 'create' && (
        <Select label="親タスク" placeholder="なし" options={parents} {...field('parent_id')} />
      )}
      <div className={styles.row}>
        <TextField label="予定日数" inputMode="numeric" {...field('scheduled_days')} />
        <TextField label="予定人工" inputMode="decimal" {...field('scheduled_man_days')} />
      </div>
      <fieldset className={fieldGroup.group}>
        <legend className={fieldGroup.legend}>実績</legend>
        <div className={styles.row}>
          <TextField type="date" label="実績開始日" {...field('actual_start_date')} />
          <TextField type="date" label="実績終了日" {...field('actual_end_date')} />
          <TextField label="実績日数" inputMode="numeric" {...field('actual_days')} />
        </div>
      </fieldset>
      {members.length > 0 && (
        <fieldset className={fieldGroup.group}>
          <legend className={fieldGroup.legend}>担当メンバー</legend>
          <Controller
            control={form.control}
            name="member_ids"
            render={({ field }) => {
              const remove = (value: string) =>
                field.onChange(field.value.filter((v: string) => v !== value));
              const box = (m: ScheduleMemberOption) => (
                <Checkbox
                  key={m.value}
                  label={m.label}
                  checked={field.value.includes(m.value)}
                  onCheckedChange={(checked) =>
                    checked === true ? field.onChange([...field.value, m.value]) : remove(m.value)
                  }
                />
              );
              const groups = groupsOf(members);
              // The chosen members, in the picker's order (by company), each with a button that takes them off.
              const chosen = members.filter((m) => field.value.includes(m.value));
              return (
                <>
                  <TaskMemberList members={chosen} onRemove={remove} />
                  {groups.length === 1 && groups[0]?.[0] === '' ? (
                    <div className={fieldGroup.choices}>{members.map(box)}</div>
                  ) : (
                    groups.map(([company, list]) => (
                      <fieldset key={company} className={styles.company}>
                        <legend className={styles.companyName}>{company || 'その他'}</legend>
                        <div className={fieldGroup.choices}>{list.map(box)}</div>
                      </fieldset>
                    ))
                  )}
                </>
              );
            }}
          />
        </fieldset>
      )}
      <TextField label="メモ" {...field('memo')} />
      <div className={styles.actions}>
        {actions}
        <Button type="submit" loading={isSubmitting}>
          {mode === 'create' ? '登録' : '保存'}
        </Button>
      </div>
    </form>
  );
};
