import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { ProjectListPanel } from '../../modules/talk/components/ProjectListPanel.tsx';

/** /talk: for now the layout and the member's projects; the chat itself comes with the talk issue. */
export const Page = () => {
  const { user, company } = useMember();
  return (
    <MemberLayout title="トーク" userName={user.name} companyName={company.name}>
      <ProjectListPanel />
    </MemberLayout>
  );
};
