import type { TPendingPartnerInvitation } from '@genba/api-client/schemas';
import { INVITATION_TYPE } from '@genba/api-client/schemas';
import { EmptyState } from '@genba/ui';
import styles from '../../organisation/components/SettingsBox.module.css';
import { LoadingStatus, QueryState } from '../../shell/components/QueryState/index.ts';
import { formatSent } from '../../talk/utils/formatSent.ts';
import { useInitSubcontractor } from '../hooks/useSubcontractors.ts';
import own from './SubcontractorSettingContent.module.css';

/** How an invitation travelled, as the list says it. */
const CHANNEL_LABEL: Record<number, string> = {
  [INVITATION_TYPE.tel]: 'SMS',
  [INVITATION_TYPE.email]: 'メール',
};

const InvitationItem = ({ invitation: i }: { invitation: TPendingPartnerInvitation }) => (
  <li className={styles.item}>
    <div className={own.text}>
      <span>{i.name1}</span> <span className={styles.muted}>（{i.partner_company_name}）</span>
      <div className={styles.muted}>
        {CHANNEL_LABEL[i.invitation_type] ?? ''} {i.email ?? i.tel_number ?? ''}
      </div>
    </div>
    <time className={styles.muted} dateTime={i.created_at.replace(' ', 'T')}>
      {formatSent(i.created_at)}
    </time>
  </li>
);

/**
 * The invitations sent to partner companies' people that nobody has registered
 * through yet (init_subcontractor): who, for which company, how and when, newest first.
 */
export const PendingPartnerInvitations = () => {
  const init = useInitSubcontractor();
  return (
    <section className={own.pending} aria-labelledby="partner-invitations-title">
      <h2 id="partner-invitations-title" className={own.heading}>
        招待中の協力会社メンバー
      </h2>
      <QueryState
        query={init}
        pending={<LoadingStatus label="招待中の一覧を読み込み中" heights={[56, 56]} />}
      >
        {(data) =>
          data.pending_invitations.length === 0 ? (
            <EmptyState preset="noData" description="招待中の協力会社メンバーはいません。" />
          ) : (
            <ul className={styles.list} aria-label="招待中の協力会社メンバー">
              {data.pending_invitations.map((i) => (
                <InvitationItem key={i.id} invitation={i} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
};
