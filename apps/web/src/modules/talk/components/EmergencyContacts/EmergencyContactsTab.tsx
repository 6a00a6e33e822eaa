import { createQueryOptions } from '@genba/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../../app/ApiContext.tsx';
import { LoadingStatus, QueryState } from '../../../shell/components/QueryState/index.ts';
import { EmergencyContactList } from './EmergencyContactList.tsx';
import styles from './EmergencyContacts.module.css';
import { EmergencyContactsDialog } from './EmergencyContactsDialog.tsx';

export type EmergencyContactsTabProps = {
  roomId: number;
  /** Shows 編集 (the server decides again: a non-manager's save gets 403). */
  canEdit: boolean;
};

/** The side panel's 緊急連絡先 tab: the room's board (getBbsMessages) and, for managers, the editor. */
export const EmergencyContactsTab = ({ roomId, canEdit }: EmergencyContactsTabProps) => {
  const { client } = useApi();
  const board = useQuery(createQueryOptions(client, 'getBbsMessages', { params: { id: roomId } }));
  return (
    <QueryState
      query={board}
      pending={
        <LoadingStatus label="緊急連絡先を読み込み中" heights={[36, 36, 36]} className={styles.loading} />
      }
    >
      {(data) => (
        <div className={styles.tab}>
          {canEdit ? (
            <div className={styles.toolbar}>
              <EmergencyContactsDialog roomId={roomId} contacts={data.emergency_contacts} />
            </div>
          ) : null}
          <EmergencyContactList contacts={data.emergency_contacts} />
        </div>
      )}
    </QueryState>
  );
};
