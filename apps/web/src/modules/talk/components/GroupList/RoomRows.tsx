import type { TChatRoomSummary } from '@genba/api-client';
import { NavLink } from 'react-router';
import { formatSent } from '../../utils/formatSent.ts';
import { fieldRoomPath, groupRoomPath, memberRoomPath } from '../../utils/roomPaths.ts';
import styles from './GroupList.module.css';
import { RoomBadges } from './RoomBadges.tsx';

/** Where a listed room opens: project rooms by project, private rooms by the other member. */
export const roomPathOf = (room: TChatRoomSummary): string =>
  room.type === 'project' && room.attendance_field_id !== null
    ? fieldRoomPath(room.attendance_field_id)
    : room.type === 'private' && room.partner_member_id !== null
      ? memberRoomPath(room.partner_member_id)
      : groupRoomPath(room.chatroom_id);

/** Group, private and found rooms as list rows. */
export const RoomRows = ({
  rooms,
  label,
  now,
}: {
  rooms: readonly TChatRoomSummary[];
  label: string;
  now?: Date;
}) => (
  <ul className={styles.rows} aria-label={label}>
    {rooms.map((room) => (
      <li key={room.chatroom_id} className={styles.row}>
        <div className={styles.rowMain}>
          <span className={styles.rowTitle}>
            <span className={styles.kind} data-kind={room.type}>
              {room.type === 'project' ? '現場' : room.type === 'group' ? 'グループ' : '個人'}
            </span>
            <NavLink to={roomPathOf(room)} className={styles.rowName}>
              {room.case_name ?? room.name}
            </NavLink>
          </span>
          <span className={styles.preview}>{room.last_message ?? 'メッセージはまだありません'}</span>
        </div>
        <span className={styles.aside}>
          {room.last_sent ? <time dateTime={room.last_sent}>{formatSent(room.last_sent, now)}</time> : null}
          <RoomBadges unread={room.unread_count} mentions={room.mention_count} />
        </span>
      </li>
    ))}
  </ul>
);
