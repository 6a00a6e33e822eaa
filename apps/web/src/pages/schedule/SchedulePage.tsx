import { ScheduleBoardPanel } from '../../modules/schedule/components/ScheduleBoardPanel.tsx';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

/** /board and /schedule-board: the overall construction schedule across the member's projects (talk §2). */
export const Page = () => {
  const { user, company } = useMember();
  return (
    <MemberLayout title="全体工程表" userName={user.name} companyName={company.name}>
      <ScheduleBoardPanel />
    </MemberLayout>
  );
};
