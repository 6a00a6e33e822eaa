/** Core §4 / talk §4 invitation status. */
export const INVITATION_STATUS = { invitation: 1, approval: 2, reject: 3, failed: 4 } as const;
export type InvitationStatus = (typeof INVITATION_STATUS)[keyof typeof INVITATION_STATUS];
export const INVITATION_STATUS_LABEL: Record<InvitationStatus, string> = {
  1: '招待中',
  2: '承認済み',
  3: '拒否',
  4: '失敗',
};

type InvitationState = { invitation_status: number; del_flg: number };

/** Pending = invited and not deleted. */
export const isPendingInvitation = (i: InvitationState): boolean =>
  i.invitation_status === INVITATION_STATUS.invitation && i.del_flg !== 1;

/** Non-approved = not approved and not deleted. */
export const isNonApprovedInvitation = (i: InvitationState): boolean =>
  i.invitation_status !== INVITATION_STATUS.approval && i.del_flg !== 1;
