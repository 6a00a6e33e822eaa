import { useState } from 'react';
import { InvitationListPanel } from './InvitationListPanel.tsx';
import { InviteByEmailDialog } from './InviteByEmailDialog.tsx';
import styles from './MemberInformationContent.module.css';
import { MemberTablePanel } from './MemberTablePanel.tsx';

/** The body of /member/information: the 招待 dialog, the member table and the invitation lists. */
export const MemberInformationContent = () => {
  const [notice, setNotice] = useState<string | null>(null);
  return (
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
  );
};
