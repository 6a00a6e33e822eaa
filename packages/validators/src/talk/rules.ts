import { z } from 'zod';
import { boundedText, INPUT_MESSAGE } from '../input/bounds.ts';
import { CHATROOM_TYPE } from './talk.ts';

/**
 * Rules of the talk requests (talk §3, §7): message text, keywords, clock
 * times and the working-time message. The api-client's talk and send schemas
 * compose these; a form uses the same ones through zodResolver.
 */
export const TALK_MESSAGE = {
  messageRequired: 'メッセージを入力してください',
  endAfterStart: '終了時刻は開始時刻より後にしてください',
  roomType: 'トークの種類に誤りがあります。',
  stamp: 'スタンプに誤りがあります。',
  keywordRequired: 'キーワードを入力してください',
  emergencyContactNameRequired: '名称を入力してください',
  contactType: '連絡先の種類を選択してください。',
} as const;

/** Message text limit: not shown in the spec; 5000 characters covers long site instructions. */
export const MESSAGE_MAX = 5000;

/** The longest search keyword of the talk and case searches. */
export const TALK_KEYWORD_MAX = 100;

/** The type of a chat room as the server stores it (the same values as CHATROOM_TYPE). */
export type ChatRoomType = (typeof CHATROOM_TYPE)[number];
/** Chat room types of talk §1: a project (site) room, a group room, a private (one-to-one) room. */
export const CHAT_ROOM_TYPES = CHATROOM_TYPE;
export const chatRoomTypeSchema = z.enum(CHATROOM_TYPE, { error: TALK_MESSAGE.roomType });

/** Message variants of talk §3: text, stamp, photo, file and working time; system rows for joins and edits. */
export const CHAT_MESSAGE_KINDS = ['text', 'stamp', 'photo', 'file', 'working_time', 'system'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** A message body: trimmed, required, at most MESSAGE_MAX characters, line breaks allowed. */
export const talkMessageTextSchema = boundedText({
  trim: true,
  required: TALK_MESSAGE.messageRequired,
  max: MESSAGE_MAX,
  multiline: true,
});

/** A search keyword of the talk screens. */
export const talkKeywordSchema = boundedText({ max: TALK_KEYWORD_MAX });

/** 'HH:mm' clock time. */
export const clockTimeSchema = z
  .string({ error: INPUT_MESSAGE.time })
  // Equivalent mutants stay undetected here: max(5) turned into min(5) gives the same single message, and
  // dropping an anchor changes nothing, since the pattern matches exactly 5 characters and longer values stop at max(5).
  .max(5, { error: INPUT_MESSAGE.time, abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, INPUT_MESSAGE.time);

/** A stamp id: a positive integer (stamps are numbered from 1). */
// The number's error also answers its checks (zod 4): a fraction, 0 or 10000 gets the same message.
export const stampIdSchema = z.number({ error: TALK_MESSAGE.stamp }).int().min(1).max(9999);

/** An emergency contact's name on a site's board (talk §3): trimmed, required, at most 50 characters. */
export const emergencyContactNameSchema = boundedText({
  trim: true,
  required: TALK_MESSAGE.emergencyContactNameRequired,
  max: 50,
});
