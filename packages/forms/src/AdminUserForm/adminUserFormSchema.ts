import {
  ADMIN_ROLE,
  ADMIN_USER_MESSAGE,
  type AdminRole,
  adminUserNameSchema,
  checkPasswordConfirmation,
  isValidNewPassword,
  LOGIN_FLOW_MESSAGE,
  loginEmailField,
  newPasswordFields,
} from '@genba/validators';
import { z } from 'zod';

/** The select gives the role as text ('0' general, '1' manager). */
const roleField = z.enum(['0', '1'], { error: ADMIN_USER_MESSAGE.roleRequired });

const base = { name: adminUserNameSchema, email: loginEmailField, role: roleField };

/** A new administrator: the password is required (server: ZAdminUserCreateRequest). */
export const adminUserCreateFormSchema = z
  .object({ ...base, ...newPasswordFields })
  .superRefine(checkPasswordConfirmation);

/** Editing: an empty password keeps the current one (server: ZAdminUserUpdateRequest). */
export const adminUserEditFormSchema = z
  .object({
    ...base,
    password: z.string().refine((v) => v === '' || isValidNewPassword(v), LOGIN_FLOW_MESSAGE.passwordFormat),
    password_confirmation: z.string(),
  })
  .superRefine(checkPasswordConfirmation);

export type AdminUserFormValues = z.input<typeof adminUserCreateFormSchema>;
export type AdminUserFormOutput = z.output<typeof adminUserCreateFormSchema>;

export const emptyAdminUserForm: AdminUserFormValues = {
  name: '',
  email: '',
  role: String(ADMIN_ROLE.general) as '0',
  password: '',
  password_confirmation: '',
};

/** The request body's fields from the form (the role as its number; the password only when typed). */
export const adminUserFormToRequest = (v: AdminUserFormOutput) => ({
  name: v.name,
  email: v.email,
  role: Number(v.role) as AdminRole,
  ...(v.password ? { password: v.password, password_confirmation: v.password_confirmation } : {}),
});
