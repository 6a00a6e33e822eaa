import { isApiError } from '@genba/api-client';
import { EmptyState } from '@genba/ui';
import { TEMPLATE_MESSAGE } from '@genba/validators';
import { Link } from 'react-router';
import styles from '../../modules/project/components/CaseList.module.css';
import { TemplateRow } from '../../modules/schedule/components/TemplateRow.tsx';
import { useScheduleTemplates } from '../../modules/schedule/hooks/useScheduleTemplates.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { LoadingStatus, QueryState } from '../../modules/shell/components/QueryState/index.ts';

/**
 * /genbamastersetting/process-template and /genbamaster/template (core §2):
 * the company's process templates, renamed or deleted here; they are saved
 * from and applied to a project on the board.
 */
export const Page = () => {
  const { user, company } = useMember();
  const templates = useScheduleTemplates();
  return (
    <MemberLayout title="工程テンプレート" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>工程テンプレート</h1>
          <Link to="/board">全体工程表へ</Link>
        </div>
        {isApiError(templates.error) && templates.error.status === 403 ? (
          // The server refuses the list to members without template rights: say so, do not offer a retry.
          <EmptyState preset="noData" title="権限がありません" description={TEMPLATE_MESSAGE.noPermission} />
        ) : (
          <QueryState
            query={templates}
            pending={<LoadingStatus label="テンプレートを読み込み中" heights={[48, 48]} />}
          >
            {(data) =>
              data.templates.length === 0 ? (
                <EmptyState
                  preset="noData"
                  description="テンプレートがありません。全体工程表の現場から保存できます。"
                />
              ) : (
                <ul aria-label="テンプレート一覧">
                  {data.templates.map((t) => (
                    <TemplateRow key={t.id} template={t} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        )}
      </div>
    </MemberLayout>
  );
};
