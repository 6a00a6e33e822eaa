import { AUTH_ID } from '../auth/authId.ts';
import { assignableAuthIds, visibleOfficeIds } from '../auth/permissions.ts';

/** Messages of the member writes (core §6 rules; the spec gives no wording, so these are designed). */
export const MEMBER_WRITE_MESSAGE = {
  authNotAllowed: 'この権限は選択できません。',
  officeNotAllowed: 'この営業所は選択できません。',
  ownAuth: 'ご自身の権限は変更できません。',
  emailTaken: 'このメールアドレスは既に使用されています。',
  telTaken: 'この電話番号は既に使用されています。',
  notFound: 'メンバーが見つかりません。',
  managerOnly: '会社管理者の情報は会社管理者のみ変更できます。',
  deleteSelf: 'ご自身は削除できません。',
  cannotMove: 'このメンバーは移動できません。',
  otherOffice: 'ほかの営業所のメンバーは変更・削除できません。',
  deleteConfirm: 'このメンバーを削除します。よろしいですか？',
} as const;

export type MemberWriteActor = { member_id: number; auth_id: number; office_ids: readonly number[] };
/** The member written to: its auth and the offices it belongs to now (before the write). */
export type MemberWriteTarget = { member_id: number; auth_id: number; office_ids: readonly number[] };
type Issue = { path: string; message: string };

/**
 * ADR 008: only a company manager acts on members of every office. Anyone else
 * who may update members (office managers, members with member_update_allowed)
 * acts only on members who share one of their offices, as core §6 already
 * limits the offices they may see and assign. Oneself is always in reach.
 */
export const outsideActorOffices = (actor: MemberWriteActor, target: MemberWriteTarget): boolean =>
  actor.auth_id !== AUTH_ID.companyManager &&
  target.member_id !== actor.member_id &&
  !target.office_ids.some((id) => actor.office_ids.includes(id));

/**
 * Core §6 on a member form save, besides the form's own rules: the auth must
 * be one the actor may give for that member type (a company manager sees all;
 * others lose company manager); the office one the actor may see (a company
 * manager every office, others their own); a company manager's record only a
 * company manager may edit; a member of none of the actor's offices only a
 * company manager (ADR 008); and nobody changes their own auth (they could lock
 * themselves out). Returns the 403 reason, or the 422 issues by field.
 */
export const memberWriteProblems = (p: {
  actor: MemberWriteActor;
  target: MemberWriteTarget | null;
  authId: number;
  memberType: number;
  officeId: number;
  companyOfficeIds: readonly number[];
}): { forbidden: string | null; issues: Issue[] } => {
  const { actor, target } = p;
  if (
    target &&
    target.auth_id === AUTH_ID.companyManager &&
    actor.auth_id !== AUTH_ID.companyManager &&
    target.member_id !== actor.member_id
  )
    return { forbidden: MEMBER_WRITE_MESSAGE.managerOnly, issues: [] };
  if (target && outsideActorOffices(actor, target))
    return { forbidden: MEMBER_WRITE_MESSAGE.otherOffice, issues: [] };
  const issues: Issue[] = [];
  if (target && target.member_id === actor.member_id) {
    if (p.authId !== target.auth_id) issues.push({ path: 'auth_id', message: MEMBER_WRITE_MESSAGE.ownAuth });
  } else if (!assignableAuthIds(actor.auth_id, p.memberType).includes(p.authId)) {
    issues.push({ path: 'auth_id', message: MEMBER_WRITE_MESSAGE.authNotAllowed });
  }
  if (!visibleOfficeIds(actor, p.companyOfficeIds).includes(p.officeId))
    issues.push({ path: 'office_id', message: MEMBER_WRITE_MESSAGE.officeNotAllowed });
  return { forbidden: null, issues };
};

/**
 * Core §6 on delete: never oneself, a company manager only by a company
 * manager, and (ADR 008) a member of another office only by a company manager.
 */
export const memberDeleteProblem = (actor: MemberWriteActor, target: MemberWriteTarget): string | null => {
  if (target.member_id === actor.member_id) return MEMBER_WRITE_MESSAGE.deleteSelf;
  if (target.auth_id === AUTH_ID.companyManager && actor.auth_id !== AUTH_ID.companyManager)
    return MEMBER_WRITE_MESSAGE.managerOnly;
  if (outsideActorOffices(actor, target)) return MEMBER_WRITE_MESSAGE.otherOffice;
  return null;
};
