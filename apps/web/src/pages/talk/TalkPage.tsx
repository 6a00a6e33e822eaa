import { GROUP_LIST_TITLE } from '@genba/validators';
import { useState } from 'react';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { TalkColumns } from '../../modules/talk/components/TalkColumns/index.ts';
import { readTab } from '../../modules/talk/state/groupListPrefs.ts';
import styles from './TalkRoomPage.module.css';

/** /talk: the group list (sites, personal/groups, search); on PC beside an empty room pane. */
export const Page = () => {
  const { user, company } = useMember();
  const [title, setTitle] = useState(() => GROUP_LIST_TITLE[readTab()]);
  return (
    <MemberLayout title={title} userName={user.name} companyName={company.name}>
      <TalkColumns view="list" onTabChange={setTitle}>
        <p className={styles.choose}>トークを選択してください。</p>
      </TalkColumns>
    </MemberLayout>
  );
};
