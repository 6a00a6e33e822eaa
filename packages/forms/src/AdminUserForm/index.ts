export { AdminUserForm, type AdminUserFormProps } from './AdminUserForm.tsx';
export {
  type AdminUserFormOutput,
  type AdminUserFormValues,
  adminUserCreateFormSchema,
  adminUserEditFormSchema,
  adminUserFormToRequest,
  emptyAdminUserForm,
} from './adminUserFormSchema.ts';
