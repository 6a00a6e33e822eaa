import { ADMIN_USER_MESSAGE, LOGIN_FLOW_MESSAGE } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import {
  adminUserCreateFormSchema,
  adminUserEditFormSchema,
  adminUserFormToRequest,
} from './adminUserFormSchema.ts';

const valid = {
  name: '運用 次郎',
  email: 'jiro@example.com',
  role: '1' as const,
  password: 'unyou2026',
  password_confirmation: 'unyou2026',
};
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('admin user form', () => {
  it('requires a name and a password on create, and a matching confirmation', () => {
    expect(adminUserCreateFormSchema.safeParse(valid).success).toBe(true);
    expect(messages(adminUserCreateFormSchema.safeParse({ ...valid, name: '' }))).toContain(
      ADMIN_USER_MESSAGE.nameRequired,
    );
    expect(
      messages(adminUserCreateFormSchema.safeParse({ ...valid, password: '', password_confirmation: '' })),
    ).not.toEqual([]);
    expect(
      messages(adminUserCreateFormSchema.safeParse({ ...valid, password_confirmation: 'other2026' })),
    ).toEqual([LOGIN_FLOW_MESSAGE.passwordMismatch]);
  });

  it('keeps the password on edit when left empty, and sends it only when typed', () => {
    const empty = adminUserEditFormSchema.parse({ ...valid, password: '', password_confirmation: '' });
    expect(adminUserFormToRequest(empty)).toEqual({ name: '運用 次郎', email: 'jiro@example.com', role: 1 });
    expect(
      messages(adminUserEditFormSchema.safeParse({ ...valid, password: 'x', password_confirmation: 'x' })),
    ).toEqual([LOGIN_FLOW_MESSAGE.passwordFormat]);
    expect(adminUserFormToRequest(adminUserEditFormSchema.parse(valid))).toMatchObject({
      password: 'unyou2026',
    });
  });

  it('refuses a role other than 一般 (0) and 管理者 (1)', () => {
    expect(messages(adminUserCreateFormSchema.safeParse({ ...valid, role: '2' }))).toEqual([
      ADMIN_USER_MESSAGE.roleRequired,
    ]);
  });
});
