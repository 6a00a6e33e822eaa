import type { TBuildingFile } from '@genba/api-client/schemas';
import { toWireDateTime } from '../user/wire.ts';
import type { BoardFileListRow } from './queries.ts';

/** Rows → the api-client's building-file wire type (docs/adr/006). Pure. */

/**
 * The URL a board file downloads from (the designed bbsFileDownload call): talk §7's "file
 * download GET on a URL with a timestamp parameter". `t` is the version's time, so a replaced
 * file is a new URL and no cache answers the old bytes.
 */
export const boardFileUrl = (id: number, version: Date): string =>
  `/api/bbs/file/${id}/download?t=${Math.floor(version.getTime() / 1000)}`;

export const toWireBoardFile = (row: BoardFileListRow): TBuildingFile => {
  const f = row.file;
  return {
    id: f.id,
    chatroom_id: f.chatRoomId,
    attendance_field_id: row.fieldId,
    building_file_upload_filename: f.fileName,
    building_file_path: boardFileUrl(f.id, f.updatedAt ?? f.registAt),
    building_file_regist_datetime: toWireDateTime(f.registAt),
    building_file_size: f.size,
    regist_user_id: f.memberId,
    regist_user_name: `${row.memberName1} ${row.memberName2}`.trim(),
    update_datetime: f.updatedAt ? toWireDateTime(f.updatedAt) : null,
    pickup_flg: f.pickupFlg ? 1 : 0,
    readed: row.readed ? 1 : 0,
  };
};
