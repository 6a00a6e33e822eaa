export * from './OpenInvitationRegisterForm.tsx';
