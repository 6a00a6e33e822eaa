import { useSearchParams } from 'react-router';
import { ScheduleBoardPanel } from '../../modules/schedule/components/ScheduleBoardPanel.tsx';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

/** `project_id` of the URL as a positive id, or undefined (absent or not a number: the whole board). */
const projectIdOf = (raw: string | null): number | undefined => {
  const id = raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : undefined;
};

/**
 * /board and /schedule-board: the overall construction schedule across the
 * member's projects (talk §2). With `?project_id=…` (the /talk task-list tab)
 * it shows that one project, its task list first.
 */
export const Page = () => {
  const { user, company } = useMember();
  const [search] = useSearchParams();
  const projectId = projectIdOf(search.get('project_id'));
  return (
    <MemberLayout
      title={projectId === undefined ? '全体工程表' : 'タスク一覧'}
      userName={user.name}
      companyName={company.name}
    >
      <ScheduleBoardPanel key={projectId ?? 'all'} projectId={projectId} />
    </MemberLayout>
  );
};
