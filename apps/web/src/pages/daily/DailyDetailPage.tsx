import type { TDailyReport } from '@genba/api-client/schemas';
import { Button, ConfirmDialog } from '@genba/ui';
import { DAILY_REFUSAL } from '@genba/validators';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { DailyById, useDailyIdParam } from '../../modules/daily/components/DailyById.tsx';
import { DailyDetail } from '../../modules/daily/components/DailyDetail.tsx';
import { SendDailyToTalk } from '../../modules/daily/components/SendDailyToTalk.tsx';
import { useMemberSites, useRefreshDaily } from '../../modules/daily/hooks/useDaily.ts';
import { isDailyManager } from '../../modules/daily/utils/roles.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import styles from './DailyPages.module.css';

/** /daily/detail/:id: one report, with edit, delete, トークに送信 and (managers) confirm or unconfirm. */
export const Page = () => {
  const { user, company } = useMember();
  const id = useDailyIdParam();
  return (
    <MemberLayout title="日報詳細" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <header className={styles.toolbar}>
          <h1>日報詳細</h1>
          <Link to="/daily">日報一覧へ</Link>
        </header>
        <DailyById id={id}>{(daily) => <DailyActions daily={daily} />}</DailyById>
      </div>
    </MemberLayout>
  );
};

const DailyActions = ({ daily }: { daily: TDailyReport }) => {
  const { user } = useMember();
  const { client } = useApi();
  const refresh = useRefreshDaily();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const manager = isDailyManager(user.auth_id);
  const mine = daily.member_id === user.member_id;
  const confirmed = daily.approval_status === 5;
  const sites = useMemberSites(user.member_id);
  const roomId = sites.data?.projects.find(
    (p) => p.attendance_field_id === daily.attendance_field_id,
  )?.chatroom_id;

  const setConfirmed = async (confirm: 0 | 1) => {
    const res = await client.call('daily_management_confirm', { body: { daily_ids: [daily.id], confirm } });
    setMessage(
      res.ok
        ? confirm === 1
          ? '日報を確認しました。'
          : '日報の確認を取り消しました。'
        : res.messages.join(' '),
    );
    if (res.ok) await refresh();
  };
  const remove = async () => {
    const res = await client.call('deleteDaily', { params: { id: daily.id } });
    if (!res.ok) {
      setMessage(res.messages.join(' '));
      throw new Error('delete failed');
    }
    await refresh();
    await navigate('/daily');
  };

  return (
    <>
      {message ? <p role="status">{message}</p> : null}
      {daily.editing_member_name ? (
        <p role="note" className={styles.notice}>
          {DAILY_REFUSAL.editing(daily.editing_member_name)}
        </p>
      ) : null}
      {confirmed ? (
        <p role="note" className={styles.notice}>
          {DAILY_REFUSAL.confirmed}
        </p>
      ) : null}
      <DailyDetail daily={daily} />
      <div className={styles.actions}>
        {!confirmed && (mine || manager) ? <Link to={`/daily/edit/${daily.id}`}>編集</Link> : null}
        {manager && !confirmed ? <Button onClick={() => void setConfirmed(1)}>確認する</Button> : null}
        {manager && confirmed ? (
          <Button variant="secondary" onClick={() => void setConfirmed(0)}>
            確認を取り消す
          </Button>
        ) : null}
        {roomId !== undefined && roomId !== null && (mine || manager) ? (
          <SendDailyToTalk daily={daily} chatroomId={roomId} onSent={setMessage} />
        ) : null}
        {!confirmed && (mine || manager) ? (
          <ConfirmDialog
            title="日報の削除"
            description={`${daily.daily_date}の日報を削除します。元に戻せません。`}
            variant="destructive"
            confirmLabel="削除する"
            onConfirm={remove}
            trigger={<Button variant="danger">削除</Button>}
          />
        ) : null}
      </div>
    </>
  );
};
