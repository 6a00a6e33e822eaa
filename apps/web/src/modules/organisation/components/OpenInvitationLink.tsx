import { InvitationLinkBox } from '@genba/ui';
import { useOpenInvitationLink } from '../hooks/useOpenInvitationLink.ts';

export type OpenInvitationLinkProps = {
  /** A site's room; without one, the company's link for the acting office. */
  chatroomId?: number;
  /** Says whose link this is, under the title. */
  scope: string;
};

/** The open invitation link (ADR 009) of the company or of a site's room, to copy and share. */
export const OpenInvitationLink = ({ chatroomId, scope }: OpenInvitationLinkProps) => {
  const link = useOpenInvitationLink(chatroomId);
  return (
    <InvitationLinkBox
      pending={link.pending}
      error={link.error}
      link={link.link}
      actionError={link.actionError}
      onCreate={link.create}
      onRegenerate={link.regenerate}
      onRevoke={link.revoke}
    >
      <p>{scope}</p>
    </InvitationLinkBox>
  );
};
