import type { TChatRoom, TChatRoomSummary, TTalkContact } from '@genba/api-client/schemas';
import type { RoomCounts } from '../talk/messageQueries.ts';
import { previewOf } from '../talk/wire.ts';
import { toWireDateTime } from '../user/wire.ts';
import type { ContactRow, ListedRoomRow } from './queries.ts';

/** A private room is named, for each viewer, after the other member. */
export const roomDisplayName = (row: ListedRoomRow): string =>
  row.room.type === 'private' ? (row.partnerName ?? '') : row.room.name;

/** A group or private room as the group list shows it. */
export const toWireRoomSummary = (
  row: ListedRoomRow,
  companyList: TChatRoom['companyList'],
  counts: RoomCounts | undefined,
): TChatRoomSummary => ({
  chatroom_id: row.room.id,
  type: row.room.type,
  attendance_field_id: row.room.attendanceFieldId,
  name: roomDisplayName(row),
  case_name: null,
  service_id: null,
  companyList,
  unread_count: counts?.unread ?? 0,
  mention_count: counts?.mentions ?? 0,
  last_message: previewOf(counts),
  last_sent: counts?.lastSent ? toWireDateTime(counts.lastSent) : null,
  thumbnail_path: null,
  partner_member_id: row.room.type === 'private' ? row.partnerId : null,
});

export const toWireContact = (row: ContactRow): TTalkContact => ({
  member_id: row.member_id,
  name: row.name,
  company_name: row.company_name,
  thumbnail_path: row.thumbnail_path,
});
