import { Checkbox, Select, type SelectOption, TextField } from '@genba/ui';
import {
  type BusinessHistoryFormValues,
  type BusinessHistoryPayload,
  businessHistoryFormSchema,
  EMPTY_BUSINESS_HISTORY_FORM,
  NEIGHBOURHOOD_APPROACH_TYPE_LABEL,
  OPERATION_CLASS_LABEL,
  REFERRAL_SALES_TYPE_LABEL,
} from '@genba/validators';
import { Controller } from 'react-hook-form';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { FormActions } from '../internal/FormActions.tsx';
import { TextareaField } from '../internal/TextareaField.tsx';
import styles from './BusinessHistoryForm.module.css';

export type BusinessHistoryFormProps = {
  mode: 'create' | 'edit';
  onSubmit: FormSubmitHandler<BusinessHistoryPayload>;
  defaultValues?: Partial<BusinessHistoryFormValues>;
  onCancel?: () => void;
};

const options = (labels: Record<string, string>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const CLASS_OPTIONS = options(OPERATION_CLASS_LABEL);
const REFERRAL_OPTIONS = options(REFERRAL_SALES_TYPE_LABEL);
const NEIGHBOURHOOD_OPTIONS = options(NEIGHBOURHOOD_APPROACH_TYPE_LABEL);

/**
 * One business-history entry (営業履歴, core §3): the day and times, the
 * class, who was met, whether it was a claim, a memo and the referral and
 * neighbourhood classifications. Rules and messages are @genba/validators'
 * (the server's); the submit button reads 登録 (保存 when editing).
 */
export const BusinessHistoryForm = ({
  mode,
  onSubmit,
  defaultValues,
  onCancel,
}: BusinessHistoryFormProps) => {
  const { form, submit, formMessages, isSubmitting, field } = useServerForm({
    schema: businessHistoryFormSchema,
    defaultValues: { ...EMPTY_BUSINESS_HISTORY_FORM, ...defaultValues },
    onSubmit,
  });
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? '営業履歴の登録' : '営業履歴の編集'}
    >
      <FormMessages messages={formMessages} />
      <div className={styles.row}>
        <TextField type="date" label="対応日" required {...field('operation_date')} />
        <TextField type="time" label="開始時刻" {...field('start_time')} />
        <TextField type="time" label="終了時刻" {...field('end_time')} />
      </div>
      <div className={styles.row}>
        <Select
          label="対応区分"
          required
          placeholder="選択してください"
          options={CLASS_OPTIONS}
          {...field('operation_class')}
        />
        <TextField label="対応者" description="お会いした方・お話しした方" {...field('contact_person')} />
      </div>
      <Controller
        control={form.control}
        name="claim_flg"
        render={({ field: claim }) => (
          <Checkbox
            label="クレーム"
            checked={claim.value}
            onCheckedChange={(checked) => claim.onChange(checked === true)}
          />
        )}
      />
      <div className={styles.row}>
        <Select
          label="紹介営業区分"
          placeholder="なし"
          options={REFERRAL_OPTIONS}
          {...field('referral_sales_type')}
        />
        <Select
          label="近隣対応区分"
          placeholder="なし"
          options={NEIGHBOURHOOD_OPTIONS}
          {...field('neighbourhood_approach_type')}
        />
      </div>
      <TextareaField label="メモ" rows={4} {...field('memo')} />
      <FormActions
        submitLabel={mode === 'create' ? '登録' : '保存'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
};
