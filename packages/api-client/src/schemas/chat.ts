import { z } from 'zod';

/**
 * Wire conventions shared by the talk-side schemas (talk §3):
 * - IDs are positive integers.
 * - Datetimes are strings 'YYYY-MM-DD HH:mm:ss' in Japan time, dates 'YYYY-MM-DD',
 *   exactly as the original product's server wrote them; the client formats them for display.
 * - Flags are 0/1 integers, as the original columns (del_flg, favorite_flg...) were.
 */
export const ZWireId = z.number().int().positive();
export const ZWireDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:mm:ss');
export const ZWireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
export const ZWireFlag = z.union([z.literal(0), z.literal(1)]);
/** `{ id }` path parameter, coerced because path segments arrive as strings on the server. */
export const ZIdParams = z.object({ id: z.coerce.number<number>().int().positive() });

/** Chat room types of talk §1: a project (site) room, a group room, a private (one-to-one) room. */
export const CHAT_ROOM_TYPES = ['project', 'group', 'private'] as const;
export const ZChatRoomType = z.enum(CHAT_ROOM_TYPES);
export type TChatRoomType = z.infer<typeof ZChatRoomType>;

/** Project completion status of core §4: 0 under construction ... 9 proposal ended. */
export const ZCompletionStatus = z.number().int().min(0).max(9);

export const ZRoomCompany = z.object({ company_id: ZWireId, company_name: z.string() });

/** Chat room (talk §3). `attendance_field_id` is the project; null for group and private rooms. */
export const ZChatRoom = z.object({
  chatroom_id: ZWireId,
  type: ZChatRoomType,
  attendance_field_id: ZWireId.nullable(),
  /** Group name, or the other member's name for a private room. */
  name: z.string().nullable(),
  /** Project rooms carry the case name instead of a name. */
  case_name: z.string().nullable(),
  service_id: z.number().int().nullable(),
  companyList: z.array(ZRoomCompany),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

/** A room as listed on the talk page: the room plus what the list row shows. */
export const ZChatRoomSummary = ZChatRoom.extend({
  unread_count: z.number().int().nonnegative(),
  mention_count: z.number().int().nonnegative(),
  /** Preview of the newest message, already reduced to text ('写真を送信しました' for a photo). */
  last_message: z.string().nullable(),
  last_sent: ZWireDateTime.nullable(),
  thumbnail_path: z.string().nullable(),
});
export type TChatRoomSummary = z.infer<typeof ZChatRoomSummary>;

/** One row of getProjectList: a project room the logged-in member belongs to. */
export const ZProjectListItem = z.object({
  chatroom_id: ZWireId,
  attendance_field_id: ZWireId,
  case_name: z.string(),
  completion_status: ZCompletionStatus,
  /** The company's label and colour for the status (project completion status: name, memo, color). */
  completion_status_name: z.string(),
  completion_status_color: z.string().nullable(),
  office_id: ZWireId.nullable(),
  service_id: z.number().int().nullable(),
  unread_count: z.number().int().nonnegative(),
  mention_count: z.number().int().nonnegative(),
  last_message: z.string().nullable(),
  last_sent: ZWireDateTime.nullable(),
});
export type TProjectListItem = z.infer<typeof ZProjectListItem>;

export const ZGetProjectListQuery = z.object({
  /** Completion-status filter; 99 means all (core §4). */
  completion_status: z.coerce.number<number>().int().optional(),
  keyword: z.string().max(100).optional(),
});
export const ZGetProjectListResponse = z.object({
  projects: z.array(ZProjectListItem),
  /** Sum of unread_count over all rooms, for the talk tab badge. */
  total_unread: z.number().int().nonnegative(),
});
export type TGetProjectListResponse = z.infer<typeof ZGetProjectListResponse>;
