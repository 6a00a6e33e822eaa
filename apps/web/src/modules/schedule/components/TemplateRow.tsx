import type { TScheduleTemplate } from '@genba/api-client';
import { FormMessages, useServerForm } from '@genba/forms';
import { Button, ConfirmDialog, TextField } from '@genba/ui';
import { saveTemplateFormSchema, TEMPLATE_MESSAGE } from '@genba/validators';
import { useState } from 'react';
import { useManageScheduleTemplate } from '../hooks/useScheduleTemplates.ts';
import styles from './TemplateRow.module.css';

/** One template in the settings list: its figures, a rename form and delete with confirmation. */
export const TemplateRow = ({ template }: { template: TScheduleTemplate }) => {
  const { rename, remove } = useManageScheduleTemplate();
  const [deleteError, setDeleteError] = useState<string>();
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: saveTemplateFormSchema,
    defaultValues: { name: template.name },
    trim: ['name'],
    onSubmit: (values) => rename(template.id, values.name),
  });
  return (
    <li className={styles.row}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={`${template.name}の名前を変更`}>
        <FormMessages messages={formMessages} />
        <TextField
          label="テンプレート名"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <span className={styles.figures}>
          {template.task_count}件・{template.span_days}日
        </span>
        <Button type="submit" size="sm" variant="secondary" loading={isSubmitting}>
          名前を保存
        </Button>
        <ConfirmDialog
          trigger={
            <Button type="button" size="sm" variant="danger" aria-label={`${template.name}を削除`}>
              削除
            </Button>
          }
          variant="destructive"
          title="テンプレートを削除しますか？"
          description={TEMPLATE_MESSAGE.deleteConfirm}
          confirmLabel="削除する"
          onConfirm={async () => {
            setDeleteError(undefined);
            try {
              await remove(template.id);
            } catch {
              setDeleteError('テンプレートを削除できませんでした。');
            }
          }}
        />
      </form>
      {deleteError && <p role="alert">{deleteError}</p>}
    </li>
  );
};
