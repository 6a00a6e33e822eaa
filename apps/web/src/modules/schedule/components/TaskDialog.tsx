import type { TScheduleProject, TScheduleTask } from '@genba/api-client';
import { ScheduleTaskForm } from '@genba/forms';
import { Button, ConfirmDialog, Dialog } from '@genba/ui';
import { scheduleTaskToFormValues, TASK_MESSAGE } from '@genba/validators';
import { useState } from 'react';
import { useDeleteScheduleTask, useProjectMembers, useSaveScheduleTask } from '../hooks/useScheduleTasks.ts';
import { formFailureOf } from '../utils/formFailure.ts';

export const TASK_DIALOG_TEXT = {
  createTitle: 'タスクの追加',
  editTitle: 'タスクの編集',
  delete: '削除',
  deleteTitle: 'タスクを削除しますか？',
  deleteConfirm: '削除する',
  deleteFailed: 'タスクを削除できませんでした。',
} as const;

export type TaskDialogProps = {
  project: TScheduleProject;
  /** The task to edit; absent to create one. */
  task?: TScheduleTask;
  onClose: () => void;
};

/**
 * The task form in a dialog (issue 14): create on a project, or edit and
 * delete a task (the delete asks first with the spec's warning, core §8).
 * The board changes at once and rolls back if the server refuses.
 */
export const TaskDialog = ({ project, task, onClose }: TaskDialogProps) => {
  const save = useSaveScheduleTask(project.id);
  const remove = useDeleteScheduleTask();
  const members = useProjectMembers(project.id);
  const [deleteError, setDeleteError] = useState<string>();

  const memberOptions = (
    members.data?.data.map((m) => ({ value: String(m.member_id), label: `${m.name1} ${m.name2}`.trim() })) ??
    task?.members.map((m) => ({ value: String(m.member_id), label: m.name })) ??
    []
  ).sort((a, b) => Number(a.value) - Number(b.value));
  const parents = project.tasks
    .filter((t) => t.parent_id === null && t.id > 0)
    .map((t) => ({ value: String(t.id), label: t.name }));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={task ? TASK_DIALOG_TEXT.editTitle : TASK_DIALOG_TEXT.createTitle}
      description={project.case_name}
      size="settings"
    >
      {project.can_edit ? (
        <ScheduleTaskForm
          mode={task ? 'edit' : 'create'}
          parents={parents}
          members={memberOptions}
          defaultValues={
            task
              ? scheduleTaskToFormValues(task)
              : { start_date: project.start_date ?? '', end_date: project.start_date ?? '' }
          }
          onSubmit={async (values) => {
            try {
              await save(values, task);
              onClose();
              return { ok: true };
            } catch (error) {
              return formFailureOf(error);
            }
          }}
          actions={
            task && (
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="danger">
                    {TASK_DIALOG_TEXT.delete}
                  </Button>
                }
                variant="destructive"
                title={TASK_DIALOG_TEXT.deleteTitle}
                description={TASK_MESSAGE.deleteWarning}
                confirmLabel={TASK_DIALOG_TEXT.deleteConfirm}
                onConfirm={async () => {
                  setDeleteError(undefined);
                  try {
                    await remove(task);
                    onClose();
                  } catch {
                    setDeleteError(TASK_DIALOG_TEXT.deleteFailed);
                  }
                }}
              />
            )
          }
        />
      ) : (
        <p role="alert">{TASK_MESSAGE.noPermission}</p>
      )}
      {deleteError && <p role="alert">{deleteError}</p>}
    </Dialog>
  );
};
