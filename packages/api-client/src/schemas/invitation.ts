import { INVITATION_STATUS } from '@genba/validators';
import { z } from 'zod';
import { ZFlag, zNullableString } from './common.ts';

/** Invitation status (core §4; INVITATION_STATUS of @genba/validators): 1 invitation, 2 approval, 3 reject, 4 failed. */
export const ZInvitationStatus = z.literal(Object.values(INVITATION_STATUS));

/** How the invitation was sent. The spec names the field, not its codes: 1 phone (SMS), 2 e-mail, 3 link. */
export const INVITATION_TYPE = { tel: 1, email: 2, link: 3 } as const;
export const ZInvitationType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** An invitation (core §3, talk §3). */
export const ZInvitation = z.object({
  id: z.number().int().positive(),
  name1: z.string(),
  name2: zNullableString,
  tel_number: zNullableString,
  email: zNullableString,
  memo: zNullableString,
  company_id: z.number().int().positive(),
  office_id: z.number().int().positive().nullable(),
  create_member_id: z.number().int().positive(),
  member_id: z.number().int().positive().nullable(),
  chatroom_id: z.number().int().positive().nullable(),
  registed: ZFlag,
  invitation_type: ZInvitationType,
  user_id: z.number().int().positive().nullable(),
  regist_company_id: z.number().int().positive().nullable(),
  invitation_status: ZInvitationStatus,
  invitation_company_id: z.number().int().positive().nullable(),
  status: z.number().int().nullable(),
  del_flg: ZFlag,
  field_office_id: z.number().int().positive().nullable(),
  token: z.string(),
  /** Members in charge; an array here, joined by commas when sent (core §3). */
  member_represent: z.array(z.number().int().positive()),
});
export type TInvitation = z.infer<typeof ZInvitation>;
