import { INVITATION_TYPE, type TSubcontractor } from '@genba/api-client/schemas';
import { PartnerInvitationForm } from '@genba/forms';
import { useApi } from '../../../app/ApiContext.tsx';
import styles from '../../organisation/components/SettingsBox.module.css';
import { fieldOf, useInvitationTargets } from '../../organisation/hooks/useInvitationTargets.ts';

export type InvitePartnerProps = {
  partner: TSubcontractor;
  /** Called with the sentence for the status line once the invitations are sent. */
  onSent: (message: string) => Promise<void>;
};

/**
 * The 招待 dialog's body for one partner company (inviteSubcontractors): the
 * people invited join our company as members of that partner company and,
 * when a 招待先 is chosen, that site's room. The server's per-row refusals
 * (already a member, already invited) land on the row.
 */
export const InvitePartner = ({ partner, onSent }: InvitePartnerProps) => {
  const { client } = useApi();
  const { targets, isPending } = useInvitationTargets();
  const name = partner.company.name;
  return (
    <>
      <p className={styles.muted}>
        {name}
        の代表者やメンバーを招待します。招待された方には登録用のURLが届き、登録すると協力会社のメンバーになります。
      </p>
      {isPending ? (
        <p role="status">現場一覧を読み込み中…</p>
      ) : (
        <PartnerInvitationForm
          targets={targets}
          onSubmit={async (values) => {
            const common = { id: partner.id, ...fieldOf(values.target) };
            const result =
              values.channel === 'email'
                ? await client.call('inviteSubcontractors', {
                    body: {
                      invitation_type: INVITATION_TYPE.email,
                      invitations: values.invitations,
                      ...common,
                    },
                  })
                : await client.call('inviteSubcontractors', {
                    body: {
                      invitation_type: INVITATION_TYPE.tel,
                      invitations: values.invitations,
                      ...common,
                    },
                  });
            if (result.ok) {
              const how = values.channel === 'email' ? '招待メール' : '招待SMS';
              await onSent(`${name}の${result.data.data.length}人に${how}を送信しました。`);
            }
            return result;
          }}
        />
      )}
    </>
  );
};
