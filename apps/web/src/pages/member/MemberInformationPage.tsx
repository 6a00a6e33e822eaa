import { useState } from 'react';
import { InvitationListPanel } from '../../modules/organisation/components/InvitationListPanel.tsx';
import { InviteByEmailDialog } from '../../modules/organisation/components/InviteByEmailDialog.tsx';
import { MemberTablePanel } from '../../modules/organisation/components/MemberTablePanel.tsx';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import styles from './MemberInformationPage.module.css';

/** /member/information: the company's members, the 招待 dialog and the invitation lists (core §2). */
export const Page = () => {
  const { user, company } = useMember();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <MemberLayout title="メンバー管理" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>メンバー管理</h1>
          <InviteByEmailDialog onSent={(n) => setNotice(`${n}人に招待メールを送信しました。`)} />
        </header>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
        <MemberTablePanel />
        <InvitationListPanel />
      </div>
    </MemberLayout>
  );
};
