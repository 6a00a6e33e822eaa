import { routeKeyOf } from '@genba/validators';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMember } from '../../session/hooks/useSession.ts';
import { InvitationListPanel } from './InvitationListPanel.tsx';
import { InviteDialog } from './InviteDialog.tsx';
import { CreateMemberDialog, EditMemberDialog } from './MemberDialog.tsx';
import styles from './MemberInformationContent.module.css';
import { MemberLookupDialog } from './MemberLookupDialog.tsx';
import { MemberTablePanel } from './MemberTablePanel.tsx';

/** The body of /member/information: メンバー登録, the SMS and e-mail invitation dialogs, the member table and the invitation lists. */
export const MemberInformationContent = () => {
  const [notice, setNotice] = useState<string | null>(null);
  const [openMember, setOpenMember] = useState<number | null>(null);
  const { denied_routes: denied = [] } = useMember();
  // The company's settings screens, each shown when the server's access rule lets the member open it.
  const settings = [
    { href: '/setting/company', label: '会社情報' },
    { href: '/setting/office', label: '営業所設定' },
    { href: '/setting/subcontractor', label: '協力会社設定' },
    { href: '/setting/worker', label: '作業員名簿設定' },
    { href: '/setting/occupations', label: '職種設定' },
    { href: '/setting/company-team', label: 'チーム設定' },
    { href: '/setting/daily-attendance', label: '日報・勤怠設定' },
    { href: '/setting/cooperation', label: '協力会社連携設定' },
  ].filter((s) => !denied.includes(routeKeyOf(s.href)));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>メンバー管理</h1>
        <div className={styles.actions}>
          <CreateMemberDialog onSaved={(name) => setNotice(`${name}さんを登録しました。`)} />
          <MemberLookupDialog onAdded={(name) => setNotice(`${name}さんをメンバーに追加しました。`)} />
          <InviteDialog channel="tel" onSent={(n) => setNotice(`${n}人に招待SMSを送信しました。`)} />
          <InviteDialog channel="email" onSent={(n) => setNotice(`${n}人に招待メールを送信しました。`)} />
        </div>
      </header>
      {settings.length > 0 && (
        <nav aria-label="設定" className={styles.settings}>
          {settings.map((s) => (
            <Link key={s.href} to={s.href}>
              {s.label}
            </Link>
          ))}
        </nav>
      )}
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <MemberTablePanel onOpenMember={setOpenMember} />
      <EditMemberDialog memberId={openMember} onClose={() => setOpenMember(null)} onSaved={setNotice} />
      <InvitationListPanel />
    </div>
  );
};
