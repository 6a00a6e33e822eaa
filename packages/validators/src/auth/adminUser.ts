import { z } from 'zod';
import { boundedText } from '../input/bounds.ts';
import { ADMIN_ROLE } from './permissions.ts';

/** Rules of the system-administrator forms (core §6; the spec shows name, e-mail and role). */
export const ADMIN_USER_MESSAGE = {
  nameRequired: '名前を入力してください',
  roleRequired: '権限を選択してください。',
  passwordConfirmationRequired: '確認用パスワードを入力してください',
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
