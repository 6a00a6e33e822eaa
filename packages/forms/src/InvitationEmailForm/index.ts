export * from './InvitationEmailForm.tsx';
export * from './invitationEmailFormSchema.ts';
