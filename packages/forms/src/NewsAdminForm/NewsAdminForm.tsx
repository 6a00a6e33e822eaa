import { Checkbox, Select, TextField } from '@genba/ui';
import { NEWS_TARGET_LABEL, NEWS_TARGETS, NEWS_TYPE_LABEL, NEWS_TYPES } from '@genba/validators';
import { Controller } from 'react-hook-form';
import { FormMessages } from '../FormKit/FormMessages.tsx';
import type { FormSubmitHandler } from '../FormKit/submitResult.ts';
import { useServerForm } from '../FormKit/useServerForm.ts';
import { FormActions } from '../internal/FormActions.tsx';
import { TextareaField } from '../internal/TextareaField.tsx';
import styles from './NewsAdminForm.module.css';
import { type NewsFormOutput, type NewsFormValues, newsFormSchema } from './newsFormSchema.ts';

export type NewsAdminFormProps = {
  defaultValues: NewsFormValues;
  onSubmit: FormSubmitHandler<NewsFormOutput>;
  /** 作成 or 保存. */
  submitLabel: string;
  onCancel?: () => void;
};

export const emptyNewsForm = (now: string): NewsFormValues => ({
  news_title: '',
  news_type: 'notice',
  target: 'all',
  popup: false,
  news_content: '',
  news_file_path: '',
  publish_start: now,
  publish_end: '',
});

/** /admin/news create and edit (talk §6): the body is HTML, sanitised by the server when served. */
export const NewsAdminForm = ({ defaultValues, onSubmit, submitLabel, onCancel }: NewsAdminFormProps) => {
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: newsFormSchema,
    defaultValues,
    onSubmit,
    trim: ['news_title', 'news_file_path'],
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="お知らせの編集">
      <FormMessages messages={formMessages} />
      <TextField
        label="タイトル"
        required
        error={errors.news_title?.message}
        {...form.register('news_title')}
      />
      <div className={styles.pair}>
        <Select
          label="種類"
          options={NEWS_TYPES.map((value) => ({ value, label: NEWS_TYPE_LABEL[value] }))}
          error={errors.news_type?.message}
          {...form.register('news_type')}
        />
        <Select
          label="表示先"
          options={NEWS_TARGETS.map((value) => ({ value, label: NEWS_TARGET_LABEL[value] }))}
          error={errors.target?.message}
          {...form.register('target')}
        />
      </div>
      <TextareaField
        label="本文（HTML）"
        rows={8}
        error={errors.news_content?.message}
        {...form.register('news_content')}
      />
      <TextField
        label="ファイルのパス（本文がないとき）"
        placeholder="/news/guide.pdf"
        error={errors.news_file_path?.message}
        {...form.register('news_file_path')}
      />
      <div className={styles.pair}>
        <TextField
          label="掲載開始日時"
          type="datetime-local"
          required
          error={errors.publish_start?.message}
          {...form.register('publish_start')}
        />
        <TextField
          label="掲載終了日時"
          type="datetime-local"
          error={errors.publish_end?.message}
          {...form.register('publish_end')}
        />
      </div>
      <Controller
        control={form.control}
        name="popup"
        render={({ field }) => (
          <Checkbox
            label="ログイン後にポップアップで表示する"
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      <FormActions submitLabel={submitLabel} isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
};
