import {
  AVATAR_TYPE,
  booleanInput,
  boundedList,
  CHAT_MESSAGE_KINDS,
  CHAT_ROOM_TYPES,
  chatRoomTypeSchema,
  clockTimeSchema,
  completionStatusSchema,
  intInput,
  LIMITS,
  MEMBER_TYPE,
  MESSAGE_MAX,
  ROOM_ROLE,
  stampIdSchema,
  TALK_MESSAGE,
  talkKeywordSchema,
  talkMessageTextSchema,
} from '@genba/validators';
import { z } from 'zod';
import { ZFlag, ZRestMinutes, ZWireDate, ZWireDateTime, ZWireId, zHttpUrl, zId } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * Wire conventions shared by the talk-side schemas (talk §3):
 * - IDs are positive integers.
 * - Datetimes are strings 'YYYY-MM-DD HH:mm:ss' in Japan time, dates 'YYYY-MM-DD',
 *   exactly as the original product's server wrote them; the client formats them for display.
 * - Flags are 0/1 integers, as the original columns (del_flg, favorite_flg...) were.
 * The wire primitives (ZWireId, ZWireDate, ZWireDateTime, ZFlag) live in common.ts, beside
 * `zId`/`zInt`, which accept the strings path and query values arrive as.
 */

/** Chat room types of talk §1 (CHAT_ROOM_TYPES of @genba/validators): project (site), group, private. */
export { CHAT_ROOM_TYPES };
export const ZChatRoomType = chatRoomTypeSchema;
export type TChatRoomType = z.infer<typeof ZChatRoomType>;

/** Project completion status of core §4: 0 under construction ... 9 proposal ended. */
export const ZCompletionStatus = completionStatusSchema;

export const ZRoomCompany = lazySchema(() => z.object({ company_id: ZWireId, company_name: z.string() }));

/** Chat room (talk §3). `attendance_field_id` is the project; null for group and private rooms. */
export const ZChatRoom = lazySchema(() =>
  z.object({
    chatroom_id: ZWireId,
    type: ZChatRoomType,
    attendance_field_id: ZWireId.nullable(),
    /** Group name, or the other member's name for a private room. */
    name: z.string().nullable(),
    /** Project rooms carry the case name instead of a name. */
    case_name: z.string().nullable(),
    service_id: z.number().int().nullable(),
    companyList: z.array(ZRoomCompany),
  }),
);
export type TChatRoom = z.infer<typeof ZChatRoom>;

/** A room as listed on the talk page: the room plus what the list row shows. */
export const ZChatRoomSummary = lazySchema(() =>
  ZChatRoom.extend({
    unread_count: z.number().int().nonnegative(),
    mention_count: z.number().int().nonnegative(),
    /** Preview of the newest message, already reduced to text ('写真を送信しました' for a photo). */
    last_message: z.string().nullable(),
    last_sent: ZWireDateTime.nullable(),
    thumbnail_path: z.string().nullable(),
    /** A private room's other member (its URL is /talk/member/:memberId); null for other rooms. */
    partner_member_id: ZWireId.nullable(),
  }),
);
export type TChatRoomSummary = z.infer<typeof ZChatRoomSummary>;

/** One row of getProjectList: a project room the logged-in member belongs to. */
export const ZProjectListItem = lazySchema(() =>
  z.object({
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
    /** Pinned on the member's group list (at most 3, core §9); pinned sites come first. */
    pinned: z.boolean(),
  }),
);
export type TProjectListItem = z.infer<typeof ZProjectListItem>;

export const ZGetProjectListQuery = lazySchema(() =>
  z.object({
    /** Completion-status filter; 99 means all (core §4). */
    completion_status: intInput({ min: 0, max: 99 }).optional(),
    keyword: talkKeywordSchema.optional(),
  }),
);
export const ZGetProjectListResponse = lazySchema(() =>
  z.object({
    projects: z.array(ZProjectListItem),
    /** Sum of unread_count over all rooms, for the talk tab badge. */
    total_unread: z.number().int().nonnegative(),
    /**
     * Designed: the talk event log's position this answer reflects (0 before any event). The live
     * stream opened with talkEvents' last_event_id set to it misses nothing and repeats nothing, so
     * the list need not be fetched again when the stream opens.
     */
    last_event_id: z.number().int().nonnegative(),
  }),
);
export type TGetProjectListResponse = z.infer<typeof ZGetProjectListResponse>;

/** Keyset paging of talk §3 ("limit, min_sent, min_id"): rows older than the oldest already loaded. */
export const MESSAGE_PAGE_LIMIT = LIMITS.paging.messages;
export const ZChatListQuery = lazySchema(() =>
  z.object({
    limit: intInput({ min: 1, max: 100 }).default(MESSAGE_PAGE_LIMIT),
    /** `sent` of the oldest row the client holds; the server returns rows sent before it. */
    min_sent: ZWireDateTime.optional(),
    /** `id` of that row, breaking ties between rows sent in the same second. */
    min_id: zId.optional(),
  }),
);
export type TChatListQuery = z.input<typeof ZChatListQuery>;

/** Message variants of talk §3 (CHAT_MESSAGE_KINDS of @genba/validators). */
export { CHAT_MESSAGE_KINDS };
export const ZChatMessageKind = lazySchema(() => z.enum(CHAT_MESSAGE_KINDS));

/** A photo as a message carries it; the full record comes from the album calls. */
export const ZMessagePicture = lazySchema(() =>
  z.object({
    id: ZWireId,
    building_picture_path: z.string(),
    building_picture_thum_path: z.string(),
    /** The name the photo was uploaded with: the thumbnail's alt text, as in the album. */
    building_picture_upload_filename: z.string(),
  }),
);
export type TMessagePicture = z.infer<typeof ZMessagePicture>;
/** A file as a message carries it (same columns as the bbs building file). */
export const ZMessageFile = lazySchema(() =>
  z.object({
    id: ZWireId,
    building_file_upload_filename: z.string(),
    building_file_path: z.string(),
    /** Designed: the size in bytes, shown in the file bubble. */
    building_file_size: z.number().int().nonnegative(),
  }),
);
export type TMessageFile = z.infer<typeof ZMessageFile>;
/** 'HH:mm' clock time. */
export const ZClockTime = clockTimeSchema;
export const ZWorkingTime = lazySchema(() =>
  z.object({
    work_date: ZWireDate,
    start_time: ZClockTime,
    end_time: ZClockTime,
    rest_minutes: ZRestMinutes,
  }),
);
export type TWorkingTime = z.infer<typeof ZWorkingTime>;

/** Chat message (talk §3). Exactly one of the variant fields is set, according to `kind`. */
export const ZChatMessage = lazySchema(() =>
  z
    .object({
      id: ZWireId,
      chatroom_id: ZWireId,
      member_id: ZWireId,
      member_name: z.string(),
      member_thumbnail_path: z.string().nullable(),
      company_name: z.string().nullable(),
      kind: ZChatMessageKind,
      message: z.string().nullable(),
      stamp_id: z.number().int().positive().nullable(),
      pictures: z.array(ZMessagePicture),
      file: ZMessageFile.nullable(),
      working_time: ZWorkingTime.nullable(),
      /** Designed: the daily report a post-bbs-message message carries (it opens the report); else null. */
      daily_id: ZWireId.nullable(),
      mention_member_ids: z.array(ZWireId),
      read_count: z.number().int().nonnegative(),
      sent: ZWireDateTime,
      /** Set when the text was edited (updateFieldMessage). */
      update_datetime: ZWireDateTime.nullable(),
      del_flg: ZFlag,
    })
    .superRefine((m, context) => {
      // A deleted message keeps its kind but may have lost its content; a photo message may have had every
      // photo detached. Otherwise the variant field of the kind must be there, so the row can be drawn.
      if (m.del_flg === 1) return;
      const missing =
        ((m.kind === 'text' || m.kind === 'system') && m.message === null) ||
        (m.kind === 'stamp' && m.stamp_id === null) ||
        (m.kind === 'file' && m.file === null) ||
        (m.kind === 'working_time' && m.working_time === null);
      if (missing)
        context.addIssue({
          code: 'custom',
          message: `${m.kind} message without its content`,
          path: ['kind'],
        });
    }),
);
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatMessagePage = lazySchema(() =>
  z.object({ messages: z.array(ZChatMessage), has_more: z.boolean() }),
);
export type TChatMessagePage = z.infer<typeof ZChatMessagePage>;

/** Room roles of talk §6, in sort order: salesman 2, manager 1, general 0, other company 1000. */
export const ZRoomRole = lazySchema(() =>
  z.union([
    z.literal(ROOM_ROLE.salesman),
    z.literal(ROOM_ROLE.manager),
    z.literal(ROOM_ROLE.general),
    z.literal(ROOM_ROLE.otherCompany),
  ]),
);

/** A member of a room as /api/talk/{id}/member lists it. */
export const ZRoomMember = lazySchema(() =>
  z.object({
    member_id: ZWireId,
    name: z.string(),
    company_id: ZWireId,
    company_name: z.string(),
    auth_id: z.number().int(),
    room_role: ZRoomRole,
    /** Member type of core §3: 1 in-company, 2 partner; in-company members sort first (compareRoomMembers). */
    type: z.union([z.literal(MEMBER_TYPE.inCompany), z.literal(MEMBER_TYPE.partner)]),
    sales_manager_flg: ZFlag,
    foreman_flg: ZFlag,
    /** avatarTypeOf (@genba/validators) as seen by the caller; null for a plain member. */
    avatar_type: z.enum(AVATAR_TYPE).nullable(),
    /** Invited (not yet approved) members show a dashed green border. */
    invited: z.boolean(),
    thumbnail_path: z.string().nullable(),
  }),
);
export type TRoomMember = z.infer<typeof ZRoomMember>;

export const ZLinkPreview = lazySchema(() =>
  z.object({
    url: z.url(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    site_name: z.string().nullable(),
  }),
);
export type TLinkPreview = z.infer<typeof ZLinkPreview>;

/** POST /api/case-collection: the case search of the talk and search screens. */
export const ZCaseCollectionRequest = lazySchema(() =>
  z.object({
    keyword: talkKeywordSchema.default(''),
    /** 99 all (core §4). */
    completion_status: intInput({ min: 0, max: 99 }).default(99),
    office_id: ZWireId.optional(),
    page: intInput({ min: 1, max: 100_000 }).default(1),
    /** Called from the talk screen: only cases that have a project room. */
    is_screen_talk: booleanInput().default(false),
    /** Also search message texts and return the hits. */
    is_search_message: booleanInput().default(false),
  }),
);
export const ZCaseSummary = lazySchema(() =>
  z.object({
    attendance_field_id: ZWireId,
    chatroom_id: ZWireId.nullable(),
    case_name: z.string(),
    completion_status: ZCompletionStatus,
    customer_name: z.string().nullable(),
    building_address: z.string().nullable(),
  }),
);
export const ZMessageSearchHit = lazySchema(() =>
  z.object({
    chatroom_id: ZWireId,
    room_name: z.string(),
    message: ZChatMessage,
  }),
);
export const ZCaseCollectionResponse = lazySchema(() =>
  z.object({
    cases: z.array(ZCaseSummary),
    messages: z.array(ZMessageSearchHit),
    total: z.number().int().nonnegative(),
  }),
);

export const ZGroupListSearchQuery = lazySchema(() =>
  z.object({
    keyword: talkKeywordSchema.min(1, { error: TALK_MESSAGE.keywordRequired }),
    type: ZChatRoomType.optional(),
  }),
);
export const ZRoomListResponse = lazySchema(() => z.object({ rooms: z.array(ZChatRoomSummary) }));
export const ZRoomPageResponse = lazySchema(() => ZRoomListResponse.extend({ has_more: z.boolean() }));

export const ZTalkByRoomResponse = lazySchema(() => ZChatMessagePage.extend({ room: ZChatRoom }));
export const ZRoomMembersResponse = lazySchema(() => z.object({ members: z.array(ZRoomMember) }));

export const ZReadAllMessageQuery = lazySchema(() =>
  z.object({
    /** One room; without it every room of the member is marked read. */
    chatroom_id: zId.optional(),
  }),
);
export const ZReadAllMessageResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    read_count: z.number().int().nonnegative(),
  }),
);

export const ZLinkPreviewQuery = lazySchema(() => z.object({ url: zHttpUrl }));
export const ZPqaActiveResponse = lazySchema(() => z.object({ is_active: z.boolean() }));

/** Site-chat init: the room, its members and the newest page of messages in one call. */
export const ZInitArrowChatResponse = lazySchema(() =>
  ZChatMessagePage.extend({
    room: ZChatRoom,
    members: z.array(ZRoomMember),
    unread_count: z.number().int().nonnegative(),
  }),
);
export const ZInitPrivateChatResponse = lazySchema(() =>
  ZChatMessagePage.extend({
    /** Null until the first message creates the private room. */
    room: ZChatRoom.nullable(),
    partner: ZRoomMember,
  }),
);

/* ---- Send (POST /api/v1/talk/...): payloads not shown in the spec, designed from the message entity. ---- */

/** Message text limit (MESSAGE_MAX of @genba/validators). */
export { MESSAGE_MAX };

const ZMessageText = talkMessageTextSchema;

const ZRoomTarget = lazySchema(() => z.object({ chatroom_id: ZWireId }));
const ZFieldTarget = lazySchema(() => ZRoomTarget.extend({ attendance_field_id: ZWireId }));
/** Private messages name the partner; chatroom_id is absent until the first message creates the room. */
const ZMemberTarget = lazySchema(() => z.object({ chatroom_id: ZWireId.optional(), to_member_id: ZWireId }));
const ZText = lazySchema(() =>
  z.object({
    message: ZMessageText,
    mention_member_ids: boundedList(ZWireId, { max: LIMITS.mentions }).default([]),
  }),
);
const ZStamp = lazySchema(() => z.object({ stamp_id: stampIdSchema }));

export const ZSendFieldMessageRequest = lazySchema(() => ZFieldTarget.extend(ZText.shape));
export const ZSendGroupMessageRequest = lazySchema(() => ZRoomTarget.extend(ZText.shape));
export const ZSendMemberMessageRequest = lazySchema(() => ZMemberTarget.extend(ZText.shape));
export const ZSendFieldStampRequest = lazySchema(() => ZFieldTarget.extend(ZStamp.shape));
export const ZSendGroupStampRequest = lazySchema(() => ZRoomTarget.extend(ZStamp.shape));
export const ZSendMemberStampRequest = lazySchema(() => ZMemberTarget.extend(ZStamp.shape));
export const ZSendWorkingTimeRequest = lazySchema(() =>
  ZFieldTarget.extend(ZWorkingTime.shape).refine((v) => v.end_time > v.start_time, {
    message: TALK_MESSAGE.endAfterStart,
    path: ['end_time'],
  }),
);
export const ZSendMessageResponse = lazySchema(() => z.object({ message: ZChatMessage }));
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

export const ZUpdateFieldMessageRequest = lazySchema(() =>
  z.object({
    id: ZWireId,
    chatroom_id: ZWireId,
    message: ZMessageText,
  }),
);
/** Hides one message from the caller's own view only ("display off"); others still see it. */
export const ZDispoffMessageRequest = lazySchema(() =>
  z.object({ chatroom_id: ZWireId, message_id: ZWireId }),
);

/* ---- Read receipts and live delivery: designed here, the spec does not show them. ---- */

/** A member as the read-receipt list names them. */
export const ZMessageReader = lazySchema(() =>
  z.object({
    member_id: ZWireId,
    name: z.string(),
    company_name: z.string().nullable(),
    /** When their read mark reached this message; null in the unread list. */
    read_at: ZWireDateTime.nullable(),
  }),
);
export type TMessageReader = z.infer<typeof ZMessageReader>;
/** Who has read one message and who has not (the sender is in neither list). */
export const ZMessageReadersResponse = lazySchema(() =>
  z.object({
    read: z.array(ZMessageReader),
    unread: z.array(ZMessageReader),
  }),
);
export type TMessageReadersResponse = z.infer<typeof ZMessageReadersResponse>;

export const ZTalkEventsQuery = lazySchema(() =>
  z.object({
    /**
     * Resume after this event (the EventSource sends Last-Event-ID itself on a reconnect); 0 is the
     * position of an empty log, as getProjectList's last_event_id says it.
     */
    last_event_id: intInput({ min: 0 }).optional(),
    /** 1: answer the events after last_event_id and close (the polling fallback). */
    poll: intInput({ min: 0, max: 1 }).default(0),
  }),
);
export type TTalkEventsQuery = z.input<typeof ZTalkEventsQuery>;

/** One live event, the `data:` of one server-sent event; its `id:` is the event id for Last-Event-ID. */
export const ZTalkEvent = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('message'), chatroom_id: ZWireId, message: ZChatMessage }),
    z.object({ type: z.literal('message_updated'), chatroom_id: ZWireId, message: ZChatMessage }),
    z.object({ type: z.literal('message_deleted'), chatroom_id: ZWireId, message_id: ZWireId }),
    z.object({
      type: z.literal('read'),
      chatroom_id: ZWireId,
      member_id: ZWireId,
      last_read_message_id: ZWireId,
    }),
    z.object({ type: z.literal('mention'), chatroom_id: ZWireId, member_id: ZWireId, message_id: ZWireId }),
    /** Members were added to a room (a new group, a private room's first message): their open streams join it. */
    z.object({ type: z.literal('room_joined'), chatroom_id: ZWireId, member_ids: z.array(ZWireId) }),
    /** The room's board changed (a file uploaded, replaced, picked up or deleted; contacts saved): refetch it. */
    z.object({ type: z.literal('board_updated'), chatroom_id: ZWireId }),
    /** Designed: a member's site roles or room roles changed (updateBbsMember, deleteFieldSubAll): refetch the member list. */
    z.object({ type: z.literal('members_updated'), chatroom_id: ZWireId }),
  ]),
);
export type TTalkEvent = z.infer<typeof ZTalkEvent>;
/** The text/event-stream body: `id:`, `event:` and `data:` lines per event (see ZTalkEvent). */
export const ZTalkEventStream = lazySchema(() => z.string());
