import type { TInvitation } from '@genba/api-client/schemas';
import { EmptyState, Skeleton } from '@genba/ui';
import { INVITATION_STATUS_LABEL, type InvitationStatus } from '@genba/validators';
import { useState } from 'react';
import { FetchFailed } from '../../shell/components/QueryState/index.ts';
import { ToggleButtons } from '../../shell/components/ToggleButtons/index.ts';
import { useInvitations } from '../hooks/useInvitations.ts';
import styles from './OrganisationPanels.module.css';

type ListKind = 'pending' | 'non_approved';

const LIST_LABEL: Record<ListKind, string> = { pending: '招待中', non_approved: '未承認' };
const LIST_OPTIONS = Object.entries(LIST_LABEL) as [ListKind, string][];

const InvitationRows = ({ rows }: { rows: TInvitation[] }) => (
  <table className={styles.table}>
    <thead>
      <tr>
        <th scope="col">お名前(姓)</th>
        <th scope="col">招待先</th>
        <th scope="col">状態</th>
      </tr>
    </thead>
    <tbody>
      {rows.map((i) => (
        <tr key={i.id}>
          <td>{i.name1}</td>
          <td>{i.email ?? i.tel_number ?? ''}</td>
          <td>{INVITATION_STATUS_LABEL[i.invitation_status as InvitationStatus]}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** The invitation lists of core §4 (pending; non-approved), with loading, empty and failed states. */
export const InvitationListPanel = () => {
  const [kind, setKind] = useState<ListKind>('pending');
  const { data, isPending, isError, refetch, isRefetching } = useInvitations({ status: kind, limit: 50 });
  return (
    <section className={styles.panel} aria-labelledby="invitation-list-title">
      <h2 id="invitation-list-title" className={styles.title}>
        招待状況
      </h2>
      <fieldset aria-label="招待の一覧" className={styles.switcher}>
        <ToggleButtons options={LIST_OPTIONS} value={kind} onChange={setKind} />
      </fieldset>
      {isPending ? (
        <Skeleton shape="rect" height={96} />
      ) : isError ? (
        <FetchFailed onRetry={() => void refetch()} retrying={isRefetching} />
      ) : data.data.length === 0 ? (
        <EmptyState preset="noData" description={`${LIST_LABEL[kind]}の招待はありません。`} />
      ) : (
        <InvitationRows rows={data.data} />
      )}
    </section>
  );
};
