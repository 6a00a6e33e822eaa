import type {
  TChatMessage,
  TChatRoom,
  TMessageReader,
  TProjectListItem,
  TRoomMember,
} from '@genba/api-client/schemas';
import {
  AUTH_ID,
  avatarTypeOf,
  compareRoomMembers,
  MEMBER_TYPE,
  PROJECT_COMPLETION_STATUS_LABEL,
  ROOM_ROLE,
} from '@genba/validators';
import { photoFileUrl } from '../album/wire.ts';
import { boardFileUrl } from '../bbsFiles/wire.ts';
import { toWireDateTime } from '../user/wire.ts';
import type { MessageRow, ReaderRow, RoomCounts, RoomMemberRow } from './messageQueries.ts';
import type { ProjectListRow, RoomCompanyRow, RoomRow } from './queries.ts';

/** The URL an <img> loads a group or private room photo from (the designed talkRoomPhotoFile call). */
export const roomPhotoFileUrl = (id: number, variant: 'thumb' | 'original'): string =>
  `/api/talk/photo/${id}/${variant}`;

/** The list preview of a message: its text, or what kind of thing was sent. */
export const previewOf = (counts: RoomCounts | undefined): string | null => {
  if (!counts?.lastKind) return null;
  if (counts.lastKind === 'stamp') return 'スタンプを送信しました';
  if (counts.lastKind === 'photo') return '写真を送信しました';
  if (counts.lastKind === 'file') return 'ファイルを送信しました';
  if (counts.lastKind === 'working_time') return '作業時間を送信しました';
  return counts.lastMessage;
};

/** Rows to the wire shapes of @genba/api-client; counts come from roomCounts (none: a room without messages). */
export const toWireProjectListItem = (
  { project, roomId }: Pick<ProjectListRow, 'project' | 'roomId'>,
  counts?: RoomCounts,
  pinned = false,
): TProjectListItem => ({
  chatroom_id: roomId,
  attendance_field_id: project.id,
  case_name: project.caseName,
  completion_status: project.completionStatus,
  completion_status_name: PROJECT_COMPLETION_STATUS_LABEL[project.completionStatus],
  completion_status_color: null,
  office_id: project.officeId,
  service_id: null,
  unread_count: counts?.unread ?? 0,
  mention_count: counts?.mentions ?? 0,
  last_message: previewOf(counts),
  last_sent: counts?.lastSent ? toWireDateTime(counts.lastSent) : null,
  pinned,
});

/** Talk §3 companyList: the room's own company first, then the others by id. */
export const toWireCompanyList = (room: Pick<RoomRow, 'companyId'>, rows: RoomCompanyRow[]) => {
  const own = rows.filter((r) => r.id === room.companyId);
  const others = rows.filter((r) => r.id !== room.companyId);
  return [...own, ...others].map((r) => ({ company_id: r.id, company_name: r.name }));
};

/** A room: project rooms are named by their project (case_name), other rooms by their own name. */
export const toWireRoom = (
  room: RoomRow,
  caseName: string | null,
  companyRows: RoomCompanyRow[],
): TChatRoom => ({
  chatroom_id: room.id,
  type: room.type,
  attendance_field_id: room.attendanceFieldId,
  name: room.type === 'project' ? null : room.name,
  case_name: caseName,
  service_id: null,
  companyList: toWireCompanyList(room, companyRows),
});

/** A message row to the wire; a deleted message keeps its place but loses its text. */
export const toWireMessage = (row: MessageRow): TChatMessage => ({
  id: row.id,
  chatroom_id: row.chat_room_id,
  member_id: row.member_id,
  member_name: row.member_name,
  member_thumbnail_path: row.thumbnail_path,
  company_name: row.company_name,
  kind: row.kind,
  message: row.del_flg ? null : row.message,
  stamp_id: row.del_flg ? null : row.stamp_id,
  pictures: row.del_flg
    ? []
    : (row.pictures ?? []).map((p) => ({
        id: p.id,
        building_picture_path: p.room ? roomPhotoFileUrl(p.id, 'original') : p.storage_key,
        building_picture_thum_path: p.room ? roomPhotoFileUrl(p.id, 'thumb') : photoFileUrl(p.id, 'thumb'),
        building_picture_upload_filename: p.file_name,
      })),
  file:
    row.del_flg || row.file === null
      ? null
      : {
          id: row.file.id,
          building_file_upload_filename: row.file.file_name,
          building_file_path: boardFileUrl(row.file.id, new Date(row.file.version)),
          building_file_size: row.file.size,
        },
  working_time: row.del_flg ? null : row.working_time,
  daily_id: row.daily_id,
  mention_member_ids: row.mention_ids ?? [],
  read_count: row.read_count,
  sent: toWireDateTime(row.sent),
  update_datetime: row.updated_at === null ? null : toWireDateTime(row.updated_at),
  del_flg: row.del_flg ? 1 : 0,
});

/** Room members in the order of talk §6 (in-company first, then room role 2, 1, 0, 1000). */
export const toWireRoomMembers = (rows: RoomMemberRow[], selfMemberId: number): TRoomMember[] =>
  rows
    .map(
      (r): TRoomMember => ({
        member_id: r.member_id,
        name: r.name,
        company_id: r.company_id,
        company_name: r.company_name,
        auth_id: r.auth_id,
        room_role: isRoomRole(r.room_role) ? r.room_role : ROOM_ROLE.general,
        type: r.type === MEMBER_TYPE.partner ? MEMBER_TYPE.partner : MEMBER_TYPE.inCompany,
        sales_manager_flg: (r.sales_manager ?? r.auth_id === AUTH_ID.salesman) ? 1 : 0,
        foreman_flg:
          (r.foreman ?? (r.auth_id === AUTH_ID.foreman || r.auth_id === AUTH_ID.partnerForeman)) ? 1 : 0,
        avatar_type: avatarTypeOf({ member_id: r.member_id, auth_id: r.auth_id, type: r.type }, selfMemberId),
        invited: false,
        thumbnail_path: r.thumbnail_path,
      }),
    )
    .sort(compareRoomMembers);

const isRoomRole = (value: number): value is TRoomMember['room_role'] =>
  (Object.values(ROOM_ROLE) as number[]).includes(value);

export const toWireReader = (row: ReaderRow): TMessageReader => ({
  member_id: row.member_id,
  name: row.name,
  company_name: row.company_name,
  read_at: row.read_at === null ? null : toWireDateTime(row.read_at),
});
