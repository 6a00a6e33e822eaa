import { boundedList, boundedText, idSchema } from '../input/bounds.ts';
import { TALK_ROOM_MESSAGE } from './roomList.ts';

/** Rules of room creation (issue 11 §1); their messages are TALK_ROOM_MESSAGE of roomList.ts. */
/** A group room's name: trimmed, required, at most 50 characters (not shown in the spec). */
export const GROUP_NAME_MAX = 50;
export const groupRoomNameSchema = boundedText({
  trim: true,
  required: TALK_ROOM_MESSAGE.groupNameRequired,
  max: GROUP_NAME_MAX,
});

/** The members chosen for a new group (the creator joins by themself): 1 to 999 ids. */
export const groupMemberIdsSchema = boundedList(idSchema, {
  min: 1,
  max: 999,
  minMessage: TALK_ROOM_MESSAGE.groupMembersRequired,
});
