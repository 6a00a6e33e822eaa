export * from './OpenInvitationTelRegisterForm.tsx';
