import { InvitationTelForm, type InvitationTelFormValues } from '@genba/forms';
import { Button, Dialog, type SelectOption } from '@genba/ui';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { useProjectList } from '../../talk/hooks/useProjectList.ts';
import { useRefreshOrganisation } from '../hooks/useInvitations.ts';

const COMPANY_TARGET: SelectOption = { value: '', label: '会社に招待（現場なし）' };

export type InviteByTelDialogProps = {
  /** Called with the number of invitations sent, after the dialog closes. */
  onSent?: (count: number) => void;
};

/**
 * The SMSで招待 button of /member/information and its dialog: invitation rows by
 * phone, sent as SMS (talk §5) to the company or to one of the member's sites, whose room
 * the invited worker joins. The server refuses duplicates, members and
 * pending invitations per row; those messages land on the row.
 */
export const InviteByTelDialog = ({ onSent }: InviteByTelDialogProps) => {
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

  const onSubmit = async (values: InvitationTelFormValues) => {
    const result = await client.call('sendInvitationTel', {
      body: {
        invitations: values.invitations,
        ...(values.target === '' ? {} : { field_id: Number(values.target) }),
      },
    });
    if (result.ok) {
      setOpen(false);
      await refresh();
      onSent?.(result.data.invitations.length);
    }
    return result;
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="settings"
      title="電話番号(SMS)で招待"
      description="招待された方には、登録用のURLがSMSで届きます。"
      trigger={<Button variant="secondary">SMSで招待</Button>}
    >
      {projects.isPending ? (
        <p role="status">現場一覧を読み込み中…</p>
      ) : (
        <InvitationTelForm onSubmit={onSubmit} targets={targets} />
      )}
    </Dialog>
  );
};
