export * from './PartnerInvitationForm.tsx';
