import type { Endpoints, ResponseOf } from '@genba/api-client';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { formatSent } from '../../utils/formatSent.ts';
import { fieldRoomPath } from '../../utils/roomPaths.ts';
import styles from './ProjectList.module.css';

type ProjectListItem = ResponseOf<Endpoints['getProjectList']>['projects'][number];

export type ProjectListProps = {
  projects: readonly ProjectListItem[];
  /** Fixed clock for stories and tests; the real app uses the current time. */
  now?: Date;
};

/** The member's project rooms, newest activity first (the server orders them). */
export const ProjectList = ({ projects, now }: ProjectListProps) => (
  <ul className={styles.list} aria-label="現場一覧">
    {projects.map((project) => (
      <li key={project.chatroom_id} className={styles.item}>
        <h3 className={styles.name}>
          <Link to={fieldRoomPath(project.attendance_field_id)}>{project.case_name}</Link>
        </h3>
        <div className={styles.meta}>
          <span
            className={styles.status}
            data-status={project.completion_status}
            // The company picks the status colour (core §3), which may be too light for white text:
            // it marks the badge's edge, and the readable token colour of the status code fills it.
            style={
              {
                '--status-color': `var(--genba-color-project-status-${project.completion_status})`,
                '--company-color': project.completion_status_color ?? undefined,
              } as CSSProperties
            }
          >
            {project.completion_status_name}
          </span>
          <span className={styles.message}>{project.last_message ?? 'メッセージはまだありません'}</span>
        </div>
        <div className={styles.aside}>
          {project.last_sent ? (
            <time dateTime={project.last_sent}>{formatSent(project.last_sent, now)}</time>
          ) : null}
          {project.mention_count > 0 ? (
            <span
              className={styles.mention}
              role="status"
              aria-label={`メンション ${project.mention_count} 件`}
            >
              @{project.mention_count > 99 ? '99+' : project.mention_count}
            </span>
          ) : null}
          {project.unread_count > 0 ? (
            <span className={styles.unread} role="status" aria-label={`未読 ${project.unread_count} 件`}>
              {project.unread_count}
            </span>
          ) : null}
        </div>
      </li>
    ))}
  </ul>
);
