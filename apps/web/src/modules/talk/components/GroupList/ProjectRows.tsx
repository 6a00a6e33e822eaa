import type { TProjectListItem } from '@genba/api-client';
import { canPinAnother, TALK_ROOM_MESSAGE } from '@genba/validators';
import { type CSSProperties, useDeferredValue } from 'react';
import { NavLink } from 'react-router';
import { formatSent } from '../../utils/formatSent.ts';
import { fieldRoomPath } from '../../utils/roomPaths.ts';
import styles from './GroupList.module.css';
import { RoomBadges } from './RoomBadges.tsx';

export type ProjectRowsProps = {
  projects: readonly TProjectListItem[];
  onTogglePin?: (project: TProjectListItem) => void;
  /** A pin is on its way to the server: the pin buttons wait. */
  pinning?: boolean;
  now?: Date;
};

/**
 * Rows of the first render: more than a phone or the PC column shows. The others follow in a
 * deferred render, so /talk's first paint of the list (its largest text) does not wait for
 * every site of a member who has dozens (issue 7).
 */
export const FIRST_PROJECT_ROWS = 20;

/** The member's sites, pinned first then by newest message (the server orders them). */
export const ProjectRows = ({ projects, onTogglePin, pinning = false, now }: ProjectRowsProps) => {
  const pinnedCount = projects.filter((p) => p.pinned).length;
  // No initial value for a short list: React then renders it whole at once, without a second render.
  const shown = useDeferredValue(
    projects,
    projects.length > FIRST_PROJECT_ROWS ? projects.slice(0, FIRST_PROJECT_ROWS) : undefined,
  );
  return (
    <ul className={styles.rows} aria-label="現場一覧">
      {shown.map((project) => {
        const full = !project.pinned && !canPinAnother(pinnedCount);
        return (
          <li key={project.chatroom_id} className={styles.row} data-pinned={project.pinned || undefined}>
            <div className={styles.rowMain}>
              <NavLink to={fieldRoomPath(project.attendance_field_id)} className={styles.rowName}>
                {project.case_name}
              </NavLink>
              <span className={styles.meta}>
                <span
                  className={styles.status}
                  style={
                    {
                      '--status-color': `var(--genba-color-project-status-${project.completion_status})`,
                    } as CSSProperties
                  }
                >
                  {project.completion_status_name}
                </span>
                <span className={styles.preview}>{project.last_message ?? 'メッセージはまだありません'}</span>
              </span>
            </div>
            <span className={styles.aside}>
              {project.last_sent ? (
                <time dateTime={project.last_sent}>{formatSent(project.last_sent, now)}</time>
              ) : null}
              <RoomBadges unread={project.unread_count} mentions={project.mention_count} />
              {onTogglePin ? (
                <button
                  type="button"
                  className={styles.pin}
                  aria-pressed={project.pinned}
                  aria-label={`${project.case_name}を${project.pinned ? 'ピン留めから外す' : 'ピン留め'}`}
                  title={full ? TALK_ROOM_MESSAGE.pinLimit : undefined}
                  disabled={pinning || full}
                  onClick={() => onTogglePin(project)}
                >
                  {project.pinned ? '★' : '☆'}
                </button>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
};
