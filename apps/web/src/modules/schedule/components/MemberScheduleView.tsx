import type { TScheduleProject } from '@genba/api-client';
import { EmptyState } from '@genba/ui';
import { memberGroups, slashDate } from '../state/taskViews.ts';
import styles from './TaskViews.module.css';

/** The member view (issue 14): which member is at which site, and when. */
export const MemberScheduleView = ({ projects }: { projects: readonly TScheduleProject[] }) => {
  const groups = memberGroups(projects);
  if (groups.length === 0)
    return <EmptyState preset="noData" description="担当メンバーが割り当てられたタスクがありません。" />;
  return (
    <div className={styles.scroll}>
      {groups.map((g) => (
        <section key={g.memberId} className={styles.member} aria-label={g.name}>
          <h3 className={styles.memberName}>{g.name}</h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">期間</th>
                <th scope="col">現場</th>
                <th scope="col">作業名</th>
              </tr>
            </thead>
            <tbody>
              {g.assignments.map((a) => (
                <tr key={a.task.id}>
                  <td>
                    {slashDate(a.task.start_date)}〜{slashDate(a.task.end_date)}
                  </td>
                  <td>{a.project}</td>
                  <td>{a.task.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
};
