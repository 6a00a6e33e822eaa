import { queryKeyFor } from '@genba/api-client/query';
import { Skeleton } from '@genba/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import styles from '../../modules/project/components/CaseList.module.css';
import { CompletionStatusRow } from '../../modules/project/components/CompletionStatusRow.tsx';
import { useCompletionStatuses, useInvalidateProjects } from '../../modules/project/hooks/useProjectData.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { QueryState } from '../../modules/shell/components/QueryState/index.ts';

/** /genbamastersetting/completion: the company's names, memos and colours of the ten statuses (core §4). */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const statuses = useCompletionStatuses();
  const invalidate = useInvalidateProjects();
  const queryClient = useQueryClient();
  return (
    <MemberLayout title="進捗状況の設定" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>進捗状況の設定</h1>
          <Link to="/case">案件一覧に戻る</Link>
        </div>
        <QueryState query={statuses} pending={<Skeleton shape="rect" height={320} />}>
          {(data) =>
            data.data.map((setting) => (
              <CompletionStatusRow
                key={setting.status}
                setting={setting}
                onSubmit={async (values) => {
                  const result = await client.call('updateCompletionStatus', {
                    params: { status: setting.status },
                    body: values,
                  });
                  if (result.ok) {
                    queryClient.removeQueries({ queryKey: queryKeyFor('getCompletionStatuses') });
                    await invalidate();
                  }
                  return result;
                }}
              />
            ))
          }
        </QueryState>
      </div>
    </MemberLayout>
  );
};
