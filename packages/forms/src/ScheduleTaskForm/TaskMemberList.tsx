import { Avatar, Button } from '@genba/ui';
import styles from './ScheduleTaskForm.module.css';
import type { ScheduleMemberOption } from './ScheduleTaskForm.tsx';

export const TASK_MEMBER_LIST_TEXT = {
  label: '現在の担当メンバー',
  none: '担当メンバーはいません。',
  remove: (name: string) => `${name}を担当から外す`,
} as const;

export type TaskMemberListProps = {
  members: readonly ScheduleMemberOption[];
  /** Takes a member off the task; absent for a member without task rights, who only reads the list. */
  onRemove?: (value: string) => void;
};

/** A task's members with their photos and companies (the task dialog shows it to every member, core §6 decides who may remove). */
export const TaskMemberList = ({ members, onRemove }: TaskMemberListProps) =>
  members.length === 0 ? (
    <p className={styles.noMembers}>{TASK_MEMBER_LIST_TEXT.none}</p>
  ) : (
    <ul className={styles.memberList} aria-label={TASK_MEMBER_LIST_TEXT.label}>
      {members.map((m) => (
        <li key={m.value} className={styles.memberItem}>
          <Avatar
            name={m.label}
            src={m.avatar}
            type={m.partner ? 'partner' : 'own'}
            size="sm"
            aria-hidden="true"
          />
          <span className={styles.memberText}>
            <span className={styles.memberName}>{m.label}</span>
            {m.group && <span className={styles.memberCompany}>{m.group}</span>}
          </span>
          {onRemove && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={TASK_MEMBER_LIST_TEXT.remove(m.label)}
              onClick={() => onRemove(m.value)}
            >
              外す
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
