export * from './OpenInvitationMailRequestForm.tsx';
