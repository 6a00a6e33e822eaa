import { Button, Checkbox, ConfirmDialog, EmptyState, Skeleton } from '@genba/ui';
import { useState } from 'react';
import { useApi } from '../../app/ApiContext.tsx';
import { DailyCard } from '../../modules/daily/components/DailyCard.tsx';
import { useDailies, useRefreshDaily } from '../../modules/daily/hooks/useDaily.ts';
import { shiftDate, todayInJapan } from '../../modules/daily/utils/dates.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import styles from './DailyPages.module.css';

/** /daily/allmembers/daily-confirm: managers confirm every member's unconfirmed dailies, one by one or in bulk. */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const today = todayInJapan();
  const dailies = useDailies({ date_from: shiftDate(today, -30), date_to: today, approval_status: 0 });
  const refresh = useRefreshDaily();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const confirm = async () => {
    const res = await client.call('daily_management_confirm', {
      body: { daily_ids: [...selected], confirm: 1 },
    });
    if (!res.ok) {
      setMessage(res.messages.join(' '));
      throw new Error('confirm failed');
    }
    setMessage(`${res.data.dailies.length}件の日報を確認しました。`);
    setSelected(new Set());
    await refresh();
  };
  return (
    <MemberLayout title="全員の日報確認" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <header className={styles.toolbar}>
          <h1>全員の日報確認</h1>
          <ConfirmDialog
            title="日報の確認"
            description={`選択した${selected.size}件の日報を確認済みにします。確認済みの日報は確認を取り消すまで編集できません。`}
            confirmLabel="確認する"
            onConfirm={confirm}
            trigger={<Button disabled={selected.size === 0}>選択した日報を確認</Button>}
          />
        </header>
        {message ? <p role="status">{message}</p> : null}
        {dailies.isPending ? (
          <Skeleton shape="rect" height={160} />
        ) : dailies.isError ? (
          <EmptyState preset="fetchFailed" />
        ) : dailies.data.dailies.length === 0 ? (
          <EmptyState preset="noData" description="未確認の日報はありません。" />
        ) : (
          <ul className={styles.list} aria-label="未確認の日報">
            {dailies.data.dailies.map((d) => (
              <li key={d.id}>
                <DailyCard
                  daily={d}
                  control={
                    <Checkbox
                      label={`${d.member_name}の日報を選択`}
                      hideLabel
                      checked={selected.has(d.id)}
                      onCheckedChange={(v) => toggle(d.id, v === true)}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </MemberLayout>
  );
};
