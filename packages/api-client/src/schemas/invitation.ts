import { boundedList, INPUT_MESSAGE, INVITATION_STATUS } from '@genba/validators';
import { z } from 'zod';
import { ZFlag, ZWireId, zNullableString } from './common.ts';

/** Invitation status (core §4; INVITATION_STATUS of @genba/validators): 1 invitation, 2 approval, 3 reject, 4 failed. */
export const ZInvitationStatus = z.literal(Object.values(INVITATION_STATUS), { error: INPUT_MESSAGE.choice });

/** How the invitation was sent. The spec names the field, not its codes: 1 phone (SMS), 2 e-mail, 3 link. */
export const INVITATION_TYPE = { tel: 1, email: 2, link: 3 } as const;
export const ZInvitationType = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: INPUT_MESSAGE.choice,
});

/** An invitation (core §3, talk §3). */
export const ZInvitation = z.object({
  id: ZWireId,
  name1: z.string(),
  name2: zNullableString,
  tel_number: zNullableString,
  email: zNullableString,
  memo: zNullableString,
  company_id: ZWireId,
  office_id: ZWireId.nullable(),
  create_member_id: ZWireId,
  member_id: ZWireId.nullable(),
  chatroom_id: ZWireId.nullable(),
  registed: ZFlag,
  invitation_type: ZInvitationType,
  user_id: ZWireId.nullable(),
  regist_company_id: ZWireId.nullable(),
  invitation_status: ZInvitationStatus,
  invitation_company_id: ZWireId.nullable(),
  status: z.number().int().nullable(),
  del_flg: ZFlag,
  field_office_id: ZWireId.nullable(),
  token: z.string(),
  /** Members in charge; an array here, joined by commas when sent (core §3). */
  member_represent: boundedList(ZWireId),
});
export type TInvitation = z.infer<typeof ZInvitation>;
