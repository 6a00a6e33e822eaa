import type { TScheduleProject, TScheduleTask } from '@genba/api-client';
import { ScheduleTaskForm, TaskMemberList } from '@genba/forms';
import { Button, ConfirmDialog, Dialog } from '@genba/ui';
import { calendarLookup } from '@genba/ui/gantt-board';
import {
  countWorkingDays,
  scheduleTaskToFormValues,
  TASK_MESSAGE,
  type WorkCalendar,
} from '@genba/validators';
import { useCallback, useMemo, useState } from 'react';
import { useMember } from '../../session/hooks/useSession.ts';
import { useDeleteScheduleTask, useProjectMembers, useSaveScheduleTask } from '../hooks/useScheduleTasks.ts';
import { memberOptions } from '../state/memberOptions.ts';
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
  /** The company's non-working days (the form counts working days with them); the default when absent. */
  calendar?: WorkCalendar;
  onClose: () => void;
};

/**
 * The task form in a dialog (issue 14): create on a project, or edit and
 * delete a task (the delete asks first with the spec's warning, core §8).
 * The board changes at once and rolls back if the server refuses.
 */
export const TaskDialog = ({ project, task, calendar, onClose }: TaskDialogProps) => {
  const save = useSaveScheduleTask(project.id);
  const remove = useDeleteScheduleTask();
  const members = useProjectMembers(project.id);
  const { company } = useMember();
  const [deleteError, setDeleteError] = useState<string>();

  const options = memberOptions(members.data?.data, company.name, task?.members);
  const lookup = useMemo(() => calendarLookup(calendar), [calendar]);
  const workingDays = useCallback(
    (start: string, end: string) => countWorkingDays(start, end, lookup),
    [lookup],
  );
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
          members={options}
          countWorkingDays={workingDays}
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
        <>
          {/* Without task rights (core §6) the members are read, never changed. */}
          {task && (
            <TaskMemberList
              members={options.filter((o) => task.members.some((m) => String(m.member_id) === o.value))}
            />
          )}
          <p role="alert">{TASK_MESSAGE.noPermission}</p>
        </>
      )}
      {deleteError && <p role="alert">{deleteError}</p>}
    </Dialog>
  );
};
