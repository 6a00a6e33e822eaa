import { boundedList, emergencyContactNameSchema, intInput, LIMITS, uploadIdSchema } from '@genba/validators';
import { z } from 'zod';
import { ZChatMessage, ZRoomMember } from './chat.ts';
import { ZFlag, ZWireId, zId, zPhoneNumber } from './common.ts';
import { lazySchema } from './lazySchema.ts';
import { ZBuildingFile } from './storage.ts';

/** The bbs view shows five emergency contacts before "more" (talk §9). */
export const EMERGENCY_CONTACTS_VISIBLE = LIMITS.emergencyContactsViewed;

/** Emergency contact (talk §3). contact_type_id: 1 company, 2 mobile, 3 hospital, 4 police/fire, 99 other. */
export const ZEmergencyContact = lazySchema(() =>
  z.object({
    id: ZWireId,
    chatroom_id: ZWireId,
    name: z.string(),
    contact_type_id: ZWireId,
    tel_number: z.string(),
    sort_id: z.number().int().nonnegative(),
    create_member_id: ZWireId,
  }),
);
export type TEmergencyContact = z.infer<typeof ZEmergencyContact>;

/** Designed: the board lists the newest posts of this many dailies (the spec gives no count). */
export const BOARD_DAILY_POSTS = 100;

/** The room's bulletin board: posted messages (e.g. dailies), building files and emergency contacts. */
export const ZBbsMessagesResponse = lazySchema(() =>
  z.object({
    /**
     * Dailies posted to the room (post-bbs-message): each daily's newest post, newest first, as the
     * talk message that carried it (`daily_id` opens the report). Designed: the spec shows no shape.
     */
    messages: boundedList(ZChatMessage, { max: BOARD_DAILY_POSTS }),
    /** Designed: older posted dailies exist beyond `messages`; getBbsDailyPosts pages them. */
    messages_has_more: z.boolean(),
    /** Designed: the reader's daily-message-display setting (1: posted dailies show in the talk). */
    daily_message_display: ZFlag,
    files: boundedList(ZBuildingFile),
    emergency_contacts: boundedList(ZEmergencyContact),
  }),
);
export type TBbsMessagesResponse = z.infer<typeof ZBbsMessagesResponse>;

export const ZUpdateBbsFileRequest = lazySchema(() => z.object({ fileId: ZWireId, pickupFlg: ZFlag }));
export const ZBbsFileResponse = lazySchema(() => z.object({ file: ZBuildingFile }));

export const ZBbsMemberParams = lazySchema(() =>
  z.object({
    chatroomId: zId,
    memberId: zId,
  }),
);
/** Marks a room member as the site's sales manager or foreman (talk §6). */
export const ZUpdateBbsMemberRequest = lazySchema(() =>
  z.object({ sales_manager_flg: ZFlag, foreman_flg: ZFlag }),
);
export const ZBbsMemberResponse = lazySchema(() => z.object({ member: ZRoomMember }));

/** Replaces the room's whole list: rows without id are created, missing ids deleted, order is sort_id. */
export const ZEmergencyContactInput = lazySchema(() =>
  z.object({
    id: ZWireId.optional(),
    name: emergencyContactNameSchema,
    contact_type_id: ZWireId,
    /** A Japanese phone number, stored normalised (phoneNumberSchema of @genba/validators). */
    tel_number: zPhoneNumber,
  }),
);
export const ZUpdateEmergencyContactsRequest = lazySchema(() =>
  z.object({
    emergency_contacts: boundedList(ZEmergencyContactInput).max(50),
  }),
);
export const ZEmergencyContactsResponse = lazySchema(() =>
  z.object({ emergency_contacts: boundedList(ZEmergencyContact) }),
);

export const ZUpdateReadStatusFileRequest = lazySchema(() =>
  z.object({
    building_file_id: ZWireId,
    member_id: ZWireId,
    readed: ZFlag,
  }),
);

/**
 * Designed: a board file's bytes (talk §7 "file download GET on a URL with a timestamp parameter").
 * `t` is the version's time (epoch seconds) that building_file_path carries, so a replaced file
 * is never answered from a cache; the server ignores its value.
 */
export const ZBbsFileDownloadQuery = lazySchema(() => z.object({ t: intInput({ min: 0 }).optional() }));

/** Designed (cancelUpload): the upload_id the caller sent with one of their own uploads. */
export const ZCancelUploadRequest = lazySchema(() => z.object({ upload_id: uploadIdSchema }));
/** `withdrawn`: the upload had already been stored, and its file and message are now deleted. */
export const ZCancelUploadResponse = lazySchema(() =>
  z.object({ success: z.literal(true), withdrawn: z.boolean() }),
);
