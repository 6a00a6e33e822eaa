import type { TChatRoom, TProjectListItem } from '@genba/api-client/schemas';
import { PROJECT_COMPLETION_STATUS_LABEL } from '@genba/validators';
import type { ProjectRoomRow, RoomCompanyRow, RoomRow } from './queries.ts';

/**
 * Rows to the wire shapes of @genba/api-client. Messages do not exist yet
 * (the talk family brings them), so unread and mention counts are 0 and there
 * is no preview.
 */
export const toWireProjectListItem = ({ project, roomId }: ProjectRoomRow): TProjectListItem => ({
  chatroom_id: roomId,
  attendance_field_id: project.id,
  case_name: project.caseName,
  completion_status: project.completionStatus,
  completion_status_name: PROJECT_COMPLETION_STATUS_LABEL[project.completionStatus],
  completion_status_color: null,
  office_id: project.officeId,
  service_id: null,
  unread_count: 0,
  mention_count: 0,
  last_message: null,
  last_sent: null,
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
