import type { ApiResult } from '@genba/api-client';
import { InvitationEmailForm, InvitationTelForm } from '@genba/forms';
import { Button, Dialog } from '@genba/ui';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { useRefreshOrganisation } from '../hooks/useInvitations.ts';
import { fieldOf, useInvitationTargets } from '../hooks/useInvitationTargets.ts';
import { OpenInvitationLink } from './OpenInvitationLink.tsx';

/** How an invitation travels: what the dialog and its button say per channel. */
const CHANNELS = {
  email: {
    title: 'メールアドレスで招待',
    description: '招待された方には、登録用のURLがメールで届きます。',
    trigger: <Button>招待</Button>,
  },
  tel: {
    title: '電話番号(SMS)で招待',
    description: '招待された方には、登録用のURLがSMSで届きます。',
    trigger: <Button variant="secondary">SMSで招待</Button>,
  },
} as const;

export type InviteDialogProps = {
  channel: keyof typeof CHANNELS;
  /** Called with the number of invitations sent, after the dialog closes. */
  onSent?: (count: number) => void;
};

/**
 * The 招待 and SMSで招待 buttons of /member/information and their dialog:
 * invitation rows by e-mail or by phone (talk §5) to the company or to one of
 * the member's sites, whose room the invited worker joins. The server refuses
 * duplicates, members and pending invitations per row; those messages land on the row.
 */
export const InviteDialog = ({ channel, onSent }: InviteDialogProps) => {
  const [open, setOpen] = useState(false);
  const { client } = useApi();
  const refresh = useRefreshOrganisation();
  const { targets, isPending } = useInvitationTargets();

  const afterSend = async <T extends { invitations: readonly unknown[] }>(result: ApiResult<T>) => {
    if (result.ok) {
      setOpen(false);
      await refresh();
      onSent?.(result.data.invitations.length);
    }
    return result;
  };

  return (
    <Dialog open={open} onOpenChange={setOpen} size="settings" {...CHANNELS[channel]}>
      {isPending ? (
        <p role="status">現場一覧を読み込み中…</p>
      ) : channel === 'email' ? (
        <InvitationEmailForm
          targets={targets}
          onSubmit={async ({ target, invitations }) =>
            afterSend(await client.call('sendInvitationEmail', { body: { invitations, ...fieldOf(target) } }))
          }
        />
      ) : (
        <InvitationTelForm
          targets={targets}
          onSubmit={async ({ target, invitations }) =>
            afterSend(await client.call('sendInvitationTel', { body: { invitations, ...fieldOf(target) } }))
          }
        />
      )}
      {channel === 'email' ? (
        <OpenInvitationLink scope="会社への招待リンクです。現場のルームへの招待リンクは、各現場のトークのメンバー欄にあります。" />
      ) : null}
    </Dialog>
  );
};
