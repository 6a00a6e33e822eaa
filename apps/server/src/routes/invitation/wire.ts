import type { TInvitation, TOpenInvitationLink } from '@genba/api-client/schemas';
import { encodeInvitationLink, invitationUrl } from '@genba/validators';
import { toWireDateTime } from '../user/wire.ts';
import type { InvitationRow, OpenLinkRow } from './queries.ts';

/** An invitation row in the api-client's wire shape (core §3). */
export const toWireInvitation = (r: InvitationRow): TInvitation => ({
  id: r.id,
  name1: r.name1,
  name2: r.name2,
  tel_number: r.telNumber,
  email: r.email,
  memo: r.memo,
  company_id: r.companyId,
  office_id: r.officeId,
  create_member_id: r.createMemberId,
  member_id: r.memberId,
  chatroom_id: r.chatroomId,
  registed: r.registedAt ? 1 : 0,
  invitation_type: r.invitationType,
  user_id: r.userId,
  regist_company_id: r.registCompanyId,
  invitation_status: r.invitationStatus,
  invitation_company_id: r.companyId,
  status: null,
  del_flg: r.delFlg ? 1 : 0,
  field_office_id: r.officeId,
  token: r.token,
  member_represent: [],
});

/** The personal link of an invitation: token, chatroom_id and the inviting member (talk §3). */
export const linkOf = (r: InvitationRow) =>
  ({
    kind: 'personal',
    token: r.token,
    chatroom_id: r.chatroomId ?? 0,
    member_id: r.createMemberId,
  }) as const;

export const encodedLinkOf = (r: InvitationRow): string => encodeInvitationLink(linkOf(r));

export const INVITATION_MAIL_SUBJECT = '【現場管理】招待のお知らせ';

/**
 * The invitation mail: who invites, to which site, and the link as a full URL
 * on its own line (issue 10's fixed point), so any mail client makes it a link.
 */
export const invitationMail = (
  r: InvitationRow,
  m: { origin: string; companyName: string; inviterName: string; fieldName: string | null },
) => ({
  subject: INVITATION_MAIL_SUBJECT,
  text: [
    `${r.name1} 様`,
    '',
    `${m.companyName}の${m.inviterName}さんから、現場管理アプリへの招待が届いています。`,
    m.fieldName ? `招待先の現場: ${m.fieldName}` : null,
    '',
    '以下のURLを開き、お名前とパスワードを登録してください（登録は無料です）。',
    '',
    invitationUrl(m.origin, linkOf(r)),
    '',
    'お心当たりのない場合は、このメールを破棄してください。',
  ]
    .filter((line) => line !== null)
    .join('\n'),
});

/** The invitation SMS: short, with the link on its own line. */
export const invitationSms = (r: InvitationRow, m: { origin: string; companyName: string }) =>
  `${m.companyName}から現場管理アプリへの招待が届いています。以下のURLから登録してください。\n${invitationUrl(m.origin, linkOf(r))}`;

/** An open link's parts (ADR 009): its token and the ids it opens, a company link's room as 0. */
export const openLinkOf = (r: OpenLinkRow) =>
  ({
    kind: 'open',
    token: r.token,
    chatroom_id: r.chatroomId ?? 0,
    company_id: r.companyId,
    office_id: r.officeId,
  }) as const;

/** A live open link as the managers see it: the part to encode and the full URL to copy. */
export const toWireOpenLink = (r: OpenLinkRow, origin: string): TOpenInvitationLink => ({
  encoded: encodeInvitationLink(openLinkOf(r)),
  url: invitationUrl(origin, openLinkOf(r)),
  chatroom_id: r.chatroomId,
  office_id: r.officeId,
  created_at: toWireDateTime(r.createdAt),
});
