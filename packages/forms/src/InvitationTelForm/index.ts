export * from './InvitationTelForm.tsx';
export * from './invitationTelFormSchema.ts';
