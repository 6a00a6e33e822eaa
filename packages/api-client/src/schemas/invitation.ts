import {
  boundedList,
  boundedText,
  choice,
  INPUT_MESSAGE,
  INVITATION_ENCODED_MAX,
  INVITATION_STATUS,
  invitationRegisterSchema,
  invitationsByEmailSchema,
  invitationsByPhoneSchema,
  normalizePhone,
  openInvitationMailRequestSchema,
  openInvitationRegisterSchema,
  openInvitationTelRegisterSchema,
} from '@genba/validators';
import { z } from 'zod';
import { ZFlag, ZPagingQuery, ZWireDateTime, ZWireId, zId, zNullableString, zPage } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/** Invitation status (core §4; INVITATION_STATUS of @genba/validators): 1 invitation, 2 approval, 3 reject, 4 failed. */
export const ZInvitationStatus = lazySchema(() =>
  z.literal(Object.values(INVITATION_STATUS), { error: INPUT_MESSAGE.choice }),
);

/** How the invitation was sent. The spec names the field, not its codes: 1 phone (SMS), 2 e-mail, 3 link. */
export const INVITATION_TYPE = { tel: 1, email: 2, link: 3 } as const;
export const ZInvitationType = lazySchema(() =>
  z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: INPUT_MESSAGE.choice,
  }),
);

/** An invitation (core §3, talk §3). */
export const ZInvitation = lazySchema(() =>
  z.object({
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
  }),
);
export type TInvitation = z.infer<typeof ZInvitation>;

/** Where invited people are placed: a site's room when field_id is given, else the company (an office of it). */
const invitationTarget = {
  /** The project (site) whose room the invited person joins. */
  field_id: zId.optional(),
  /** The office the new member joins; the acting member's office (or the head office) when absent. */
  office_id: zId.optional(),
};

/** Invitation by e-mail (talk §5 rows: name1 and email, duplicates refused). */
export const ZSendInvitationEmailRequest = lazySchema(() =>
  z.object({
    invitations: invitationsByEmailSchema,
    ...invitationTarget,
  }),
);
export type TSendInvitationEmailRequest = z.input<typeof ZSendInvitationEmailRequest>;

/** Invitation by phone (SMS) (talk §5 rows: name1 and tel_number, duplicates refused). */
export const ZSendInvitationTelRequest = lazySchema(() =>
  z.object({
    invitations: invitationsByPhoneSchema,
    ...invitationTarget,
  }),
);
export type TSendInvitationTelRequest = z.input<typeof ZSendInvitationTelRequest>;

/** The invitations just stored and sent. */
export const ZSendInvitationsResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    invitations: z.array(ZInvitation),
  }),
);
export type TSendInvitationsResponse = z.infer<typeof ZSendInvitationsResponse>;

/** The lists of core §4: pending (invited, not deleted), non-approved (not approved, not deleted), or every one. */
export const INVITATION_LIST = ['pending', 'non_approved', 'all'] as const;
export const ZGetInvitationsQuery = lazySchema(() =>
  ZPagingQuery.extend({
    status: choice(INVITATION_LIST).default('pending'),
    field_id: zId.optional(),
  }),
);
export type TGetInvitationsQuery = z.input<typeof ZGetInvitationsQuery>;
export const ZGetInvitationsResponse = lazySchema(() => zPage(ZInvitation));

/** `{encoded}` of /invitation_user/{encoded} (encodeInvitationLink of @genba/validators). */
export const ZInvitationLinkParams = lazySchema(() =>
  z.object({
    encoded: boundedText({ max: INVITATION_ENCODED_MAX, typeMessage: INPUT_MESSAGE.url }).regex(
      /^[A-Za-z0-9_-]+$/,
      INPUT_MESSAGE.url,
    ),
  }),
);
export type TInvitationLinkParams = z.input<typeof ZInvitationLinkParams>;

/** What the public invitation page shows before the worker registers. */
export const ZInvitationLinkResponse = lazySchema(() =>
  z.object({
    kind: z.enum(['personal', 'open']),
    company_name: z.string(),
    /** The site's name when the invitation places the worker in a site's room. */
    field_name: zNullableString,
    field_id: ZWireId.nullable(),
    name1: zNullableString,
    email: zNullableString,
    tel_number: zNullableString,
  }),
);
export type TInvitationLinkResponse = z.infer<typeof ZInvitationLinkResponse>;

/** The invited worker's registration (invitationRegisterSchema of @genba/validators). */
export const ZRegisterInvitationRequest = invitationRegisterSchema;
export type TRegisterInvitationRequest = z.input<typeof ZRegisterInvitationRequest>;

export const ZRegisterInvitationResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    member_id: ZWireId,
    company_id: ZWireId,
    field_id: ZWireId.nullable(),
    /** Where the app goes next: the site's room (/talk/field/{field_id}) or /talk. */
    next_path: z.string(),
  }),
);
export type TRegisterInvitationResponse = z.infer<typeof ZRegisterInvitationResponse>;

/**
 * Joining through an open link by e-mail (openInvitationRegisterSchema): the
 * registration plus the login e-mail and the code requestOpenInvitationMail sent to it.
 */
export const ZRegisterOpenInvitationRequest = openInvitationRegisterSchema;
export type TRegisterOpenInvitationRequest = z.input<typeof ZRegisterOpenInvitationRequest>;

/** The address an open link's e-mail registration code is mailed to (openInvitationMailRequestSchema). */
export const ZRequestOpenInvitationMailRequest = openInvitationMailRequestSchema;
export type TRequestOpenInvitationMailRequest = z.input<typeof ZRequestOpenInvitationMailRequest>;

/**
 * Joining through an open link by phone (openInvitationTelRegisterSchema): the number
 * sent on normalised like the SMS login's, the code from requestOpenInvitationSms.
 */
export const ZRegisterOpenInvitationByTelRequest = lazySchema(() =>
  openInvitationTelRegisterSchema.extend({
    tel_number: openInvitationTelRegisterSchema.shape.tel_number.transform(normalizePhone),
  }),
);
export type TRegisterOpenInvitationByTelRequest = z.input<typeof ZRegisterOpenInvitationByTelRequest>;

/**
 * Which open link a manager reads or changes (ADR 009): a site's room by its
 * chatroom_id, or, without one, the company's link for the acting office.
 */
export const ZOpenInvitationLinkTarget = lazySchema(() => z.object({ chatroom_id: zId.optional() }));
export type TOpenInvitationLinkTarget = z.input<typeof ZOpenInvitationLinkTarget>;

/** A live open invitation link: the `{encoded}` part and the full URL to copy. */
export const ZOpenInvitationLink = lazySchema(() =>
  z.object({
    encoded: z.string(),
    url: z.string(),
    chatroom_id: ZWireId.nullable(),
    office_id: ZWireId,
    created_at: ZWireDateTime,
  }),
);
export type TOpenInvitationLink = z.infer<typeof ZOpenInvitationLink>;

/** The live link, or null when none was made or the last one was revoked. */
export const ZOpenInvitationLinkResponse = lazySchema(() =>
  z.object({ open_link: ZOpenInvitationLink.nullable() }),
);
export type TOpenInvitationLinkResponse = z.infer<typeof ZOpenInvitationLinkResponse>;

/** What create and regenerate answer: always a live link. */
export const ZOpenInvitationLinkWriteResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    open_link: ZOpenInvitationLink,
  }),
);
export type TOpenInvitationLinkWriteResponse = z.infer<typeof ZOpenInvitationLinkWriteResponse>;
