export * from './InvitationRegisterForm.tsx';
