import { boundedList, intInput, LIMITS } from '@genba/validators';
import { z } from 'zod';
import { ZChatRoomType } from './chat.ts';
import { ZFlag, ZWireDateTime, ZWireId, zId, zInt } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * Mentions (talk §3: "params and status/read payload not shown"). Designed as a notification
 * of a message that named the member: where it was said, by whom, an excerpt, a read flag and
 * a status the member sets (0 open, 1 done). Lists hold at most 99 (talk §9).
 */
export const MENTION_STATUS = { open: 0, done: 1 } as const;

export const ZMention = lazySchema(() =>
  z.object({
    id: ZWireId,
    chatroom_id: ZWireId,
    chat_message_id: ZWireId,
    room_type: ZChatRoomType,
    room_name: z.string(),
    attendance_field_id: ZWireId.nullable(),
    from_member_id: ZWireId,
    from_member_name: z.string(),
    /** The message text, cut to 100 characters. */
    message: z.string().max(100),
    status: ZFlag,
    read_flg: ZFlag,
    regist_datetime: ZWireDateTime,
  }),
);
export type TMention = z.infer<typeof ZMention>;

export const ZMentionListQuery = lazySchema(() =>
  z.object({
    limit: intInput({ min: 1, max: LIMITS.mentions }).default(LIMITS.mentions),
    /** Smallest id already loaded; the page holds older mentions. */
    min_id: zId.optional(),
    status: zInt.pipe(ZFlag).optional(),
  }),
);
export const ZMentionListResponse = lazySchema(() =>
  z.object({ mentions: boundedList(ZMention), has_more: z.boolean() }),
);
export type TMentionListResponse = z.infer<typeof ZMentionListResponse>;
/** Unread mentions; the badge shows '99+' above LIMITS.mentions. */
export const ZMentionCountResponse = lazySchema(() => z.object({ count: z.number().int().nonnegative() }));
export const ZMentionStatusRequest = lazySchema(() => z.object({ status: ZFlag }));
export const ZMentionResponse = lazySchema(() => z.object({ mention: ZMention }));
