import { z } from 'zod';
import { boundedText } from '../input/bounds.ts';
import { ADMIN_ROLE } from './permissions.ts';

/** Rules of the system-administrator forms (core §6; the spec shows name, e-mail and role). */
export const ADMIN_USER_MESSAGE = {
  nameRequired: '名前を入力してください',
  roleRequired: '権限を選択してください。',
  passwordConfirmationRequired: '確認用パスワードを入力してください',
  // The refusals below are our design: the spec shows no admin screen.
  adminOnly: 'この操作はシステム管理者のみ行えます。',
  managerOnly: 'この操作は権限が「管理者」のシステム管理者のみ行えます。',
  ownDelete: '自分のアカウントは削除できません。',
  ownRole: '自分の権限は変更できません。',
  emailTaken: 'このメールアドレスは既に使用されています。',
  notFound: 'システム管理者が見つかりません。',
} as const;

export const ADMIN_USER_NAME_MAX = 40;

/** An administrator's name: required, at most 40 characters. */
export const adminUserNameSchema = boundedText({
  required: ADMIN_USER_MESSAGE.nameRequired,
  max: ADMIN_USER_NAME_MAX,
});

/** General (0) or manager (1). */
export const adminRoleSchema = z.literal(Object.values(ADMIN_ROLE), {
  error: ADMIN_USER_MESSAGE.roleRequired,
});
