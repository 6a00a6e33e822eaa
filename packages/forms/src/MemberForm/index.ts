export type { MemberFormProps } from './MemberForm.tsx';
export { MemberForm } from './MemberForm.tsx';
