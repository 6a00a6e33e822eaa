import type { TScheduleProject } from '@genba/api-client';
import { FormMessages, useServerForm } from '@genba/forms';
import { Button, Dialog, EmptyState, Select, TextField } from '@genba/ui';
import { applyTemplateFormSchema, saveTemplateFormSchema } from '@genba/validators';
import { useState } from 'react';
import { LoadingStatus, QueryState } from '../../shell/components/QueryState/index.ts';
import {
  useApplyScheduleTemplate,
  useSaveScheduleTemplate,
  useScheduleTemplates,
} from '../hooks/useScheduleTemplates.ts';
import { formFailureOf } from '../utils/formFailure.ts';
import styles from './TemplateDialog.module.css';

export const TEMPLATE_DIALOG_TEXT = {
  title: '工程テンプレート',
  save: 'テンプレートとして保存',
  apply: 'テンプレートを適用',
  saved: (name: string) => `「${name}」を保存しました。`,
  applied: (n: number) => `${n}件のタスクを追加しました。`,
  none: '登録されたテンプレートがありません。',
} as const;

const SaveTemplateForm = ({
  project,
  onDone,
}: {
  project: TScheduleProject;
  onDone: (text: string) => void;
}) => {
  const save = useSaveScheduleTemplate();
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: saveTemplateFormSchema,
    defaultValues: { name: '' },
    trim: ['name'],
    onSubmit: async (values) => {
      try {
        const template = await save({ name: values.name, project_id: project.id });
        form.reset({ name: '' });
        onDone(TEMPLATE_DIALOG_TEXT.saved(template.name));
        return { ok: true };
      } catch (error) {
        return formFailureOf(error);
      }
    },
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={TEMPLATE_DIALOG_TEXT.save}>
      <FormMessages messages={formMessages} />
      <TextField
        label="テンプレート名"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" variant="secondary" loading={isSubmitting} disabled={project.tasks.length === 0}>
        {TEMPLATE_DIALOG_TEXT.save}
      </Button>
    </form>
  );
};

const ApplyTemplateForm = ({
  project,
  templates,
  onDone,
}: {
  project: TScheduleProject;
  templates: readonly { id: number; name: string; task_count: number; span_days: number }[];
  onDone: (text: string) => void;
}) => {
  const apply = useApplyScheduleTemplate();
  const { form, submit, formMessages, isSubmitting } = useServerForm({
    schema: applyTemplateFormSchema,
    defaultValues: { template_id: String(templates[0]?.id ?? ''), start_date: project.start_date ?? '' },
    onSubmit: async (values) => {
      try {
        const tasks = await apply(values.template_id, {
          project_id: project.id,
          start_date: values.start_date,
        });
        onDone(TEMPLATE_DIALOG_TEXT.applied(tasks.length));
        return { ok: true };
      } catch (error) {
        return formFailureOf(error);
      }
    },
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={TEMPLATE_DIALOG_TEXT.apply}>
      <FormMessages messages={formMessages} />
      <Select
        label="テンプレート"
        options={templates.map((t) => ({
          value: String(t.id),
          label: `${t.name}（${t.task_count}件・${t.span_days}日）`,
        }))}
        error={errors.template_id?.message}
        {...form.register('template_id')}
      />
      <TextField
        type="date"
        label="開始日"
        error={errors.start_date?.message}
        {...form.register('start_date')}
      />
      <Button type="submit" loading={isSubmitting}>
        {TEMPLATE_DIALOG_TEXT.apply}
      </Button>
    </form>
  );
};

/** Save a project's tasks as a process template, or lay one onto it from a start date (issue 14). */
export const TemplateDialog = ({ project, onClose }: { project: TScheduleProject; onClose: () => void }) => {
  const templates = useScheduleTemplates();
  const [notice, setNotice] = useState<string>();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEMPLATE_DIALOG_TEXT.title}
      description={project.case_name}
      size="settings"
    >
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <SaveTemplateForm project={project} onDone={setNotice} />
      <QueryState
        query={templates}
        pending={<LoadingStatus label="テンプレートを読み込み中" heights={[40]} />}
      >
        {(data) =>
          data.templates.length === 0 ? (
            <EmptyState preset="noData" description={TEMPLATE_DIALOG_TEXT.none} />
          ) : (
            <ApplyTemplateForm project={project} templates={data.templates} onDone={setNotice} />
          )
        }
      </QueryState>
    </Dialog>
  );
};
