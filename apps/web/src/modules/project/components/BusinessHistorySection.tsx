import type { TBusinessHistory } from '@genba/api-client';
import { BusinessHistoryForm } from '@genba/forms';
import { Button, ConfirmDialog, EmptyState } from '@genba/ui';
import { BusinessHistoryList, historySummary } from '@genba/ui/business-history-list';
import { BUSINESS_HISTORY_MESSAGE, type BusinessHistoryFormValues } from '@genba/validators';
import { useId, useState } from 'react';
import { LoadingStatus, QueryState } from '../../shell/components/QueryState/index.ts';
import { useBusinessHistories, useBusinessHistoryWrites } from '../hooks/useBusinessHistory.ts';
import { BusinessHistoryFiles } from './BusinessHistoryFiles.tsx';
import styles from './BusinessHistorySection.module.css';

export type BusinessHistorySectionProps = {
  projectId: number;
  /** The member may add, edit and delete entries (project writers; the server decides again). */
  canWrite: boolean;
};

/** What the form starts from when an entry is edited. */
const toFormValues = (e: TBusinessHistory): BusinessHistoryFormValues => ({
  operation_date: e.operation_date,
  start_time: e.start_time ?? '',
  end_time: e.end_time ?? '',
  operation_class: e.operation_class,
  contact_person: e.contact_person ?? '',
  claim_flg: e.claim_flg === 1,
  memo: e.memo ?? '',
  referral_sales_type: e.referral_sales_type ?? '',
  neighbourhood_approach_type: e.neighbourhood_approach_type ?? '',
});

type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; entry: TBusinessHistory };

/**
 * A project's business history (営業履歴, core §3) on its edit page: the list
 * newest first, one form to add or edit an entry, and delete after a
 * confirmation. Loading, empty and failed states are the shared ones.
 */
export const BusinessHistorySection = ({ projectId, canWrite }: BusinessHistorySectionProps) => {
  const query = useBusinessHistories(projectId);
  const writes = useBusinessHistoryWrites(projectId);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<TBusinessHistory | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const headingId = useId();
  const close = () => setEditing({ kind: 'none' });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          営業履歴
          {query.data && <span className={styles.count}>{historySummary(query.data.data)}</span>}
        </h2>
        {canWrite && editing.kind === 'none' && (
          <Button variant="secondary" onClick={() => setEditing({ kind: 'create' })}>
            営業履歴を追加
          </Button>
        )}
      </div>
      {editing.kind !== 'none' && (
        <div className={styles.form}>
          <BusinessHistoryForm
            key={editing.kind === 'edit' ? editing.entry.id : 'new'}
            mode={editing.kind}
            defaultValues={editing.kind === 'edit' ? toFormValues(editing.entry) : undefined}
            onCancel={close}
            onSubmit={async (values) => {
              const result =
                editing.kind === 'edit'
                  ? await writes.update(editing.entry.id, values)
                  : await writes.create(values);
              if (result.ok) close();
              return result;
            }}
          />
        </div>
      )}
      <QueryState query={query} pending={<LoadingStatus label="営業履歴を読み込み中" heights={[72, 72]} />}>
        {(data) => (
          <BusinessHistoryList
            aria-labelledby={headingId}
            items={data.data}
            onEdit={
              canWrite
                ? (item) => {
                    const entry = data.data.find((e) => e.id === item.id);
                    if (entry) setEditing({ kind: 'edit', entry });
                  }
                : undefined
            }
            onDelete={
              canWrite
                ? (item) => {
                    setDeleteError(null);
                    setDeleting(data.data.find((e) => e.id === item.id) ?? null);
                  }
                : undefined
            }
            empty={<EmptyState title={BUSINESS_HISTORY_MESSAGE.empty} />}
            renderAfter={(item) => {
              const entry = data.data.find((e) => e.id === item.id);
              return entry ? (
                <BusinessHistoryFiles
                  historyId={entry.id}
                  files={entry.files}
                  canWrite={canWrite}
                  onChanged={() => query.refetch()}
                />
              ) : null;
            }}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="destructive"
        title="営業履歴を削除"
        description={BUSINESS_HISTORY_MESSAGE.deleteWarning}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await writes.remove(deleting.id);
          if (!result.ok) {
            setDeleteError(result.messages.join('\n'));
            throw new Error('delete failed');
          }
          if (editing.kind === 'edit' && editing.entry.id === deleting.id) close();
          setDeleting(null);
        }}
      />
      {deleteError && (
        <p role="alert" className={styles.error}>
          {deleteError}
        </p>
      )}
    </section>
  );
};
