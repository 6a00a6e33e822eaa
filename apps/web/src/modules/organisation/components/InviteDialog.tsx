import type { ApiResult } from '@genba/api-client';
import { InvitationEmailForm, InvitationTelForm } from '@genba/forms';
import { Button, Dialog, type SelectOption } from '@genba/ui';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { useProjectList } from '../../talk/hooks/useProjectList.ts';
import { useRefreshOrganisation } from '../hooks/useInvitations.ts';
import { OpenInvitationLink } from './OpenInvitationLink.tsx';

const COMPANY_TARGET: SelectOption = { value: '', label: '会社に招待（現場なし）' };

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

/** The site the invited worker joins, if any: '' is the company itself. */
const fieldOf = (target: string) => (target === '' ? {} : { field_id: Number(target) });

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
  const projects = useProjectList();
  const targets: SelectOption[] = [
    COMPANY_TARGET,
    ...(projects.data?.projects ?? []).map((p) => ({
      value: String(p.attendance_field_id),
      label: p.case_name,
    })),
  ];

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
      {projects.isPending ? (
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
