import { ProjectListPanel } from '../modules/projects/components/ProjectListPanel.tsx';
import { useMember } from '../modules/session/hooks/useSession.ts';
import { AppFrame } from '../modules/shell/components/AppFrame/index.ts';

/** /talk: for now the layout and the member's projects; the chat itself comes with the talk issue. */
export const Page = () => {
  const { user } = useMember();
  return (
    <AppFrame title="トーク" userName={user.name}>
      <ProjectListPanel />
    </AppFrame>
  );
};
