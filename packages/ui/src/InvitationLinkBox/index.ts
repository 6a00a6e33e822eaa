export type { InvitationLinkBoxProps } from './InvitationLinkBox.tsx';
export { InvitationLinkBox } from './InvitationLinkBox.tsx';
export type { CopyState, InvitationLinkInput, InvitationLinkView } from './invitationLinkState.ts';
export { INVITATION_LINK_TEXT, invitationLinkView } from './invitationLinkState.ts';
