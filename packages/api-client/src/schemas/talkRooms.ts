import { groupMemberIdsSchema, groupRoomNameSchema } from '@genba/validators';
import { z } from 'zod';
import { ZWireId } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * Room lists and room creation (issue 11 §1): pinned sites, new group rooms
 * and the people one can talk to. None of these payloads is shown by the
 * spec; they are designed here from the chat room entity of talk §3.
 */

/** Pin or unpin a site on the group list (core §9: at most 3 pinned sites). */
export const ZPinSiteRequest = lazySchema(() => z.object({ attendance_field_id: ZWireId }));
export const ZPinSiteResponse = lazySchema(() =>
  z.object({
    /** The member's pinned sites after the change, in the order they were pinned. */
    pinned_field_ids: z.array(ZWireId),
  }),
);
export type TPinSiteResponse = z.infer<typeof ZPinSiteResponse>;

export const ZCreateGroupRoomRequest = lazySchema(() =>
  z.object({
    name: groupRoomNameSchema,
    /** The other members; the creator always joins. */
    member_ids: groupMemberIdsSchema,
  }),
);
export type TCreateGroupRoomRequest = z.infer<typeof ZCreateGroupRoomRequest>;

/** Someone of the acting company one can put in a group or talk to privately. */
export const ZTalkContact = lazySchema(() =>
  z.object({
    member_id: ZWireId,
    name: z.string(),
    company_name: z.string().nullable(),
    thumbnail_path: z.string().nullable(),
  }),
);
export type TTalkContact = z.infer<typeof ZTalkContact>;
export const ZTalkContactsResponse = lazySchema(() => z.object({ members: z.array(ZTalkContact) }));
