import { EmptyState, Skeleton } from '@genba/ui';
import { Link } from 'react-router';
import { DailyCard } from '../../modules/daily/components/DailyCard.tsx';
import { useDailies } from '../../modules/daily/hooks/useDaily.ts';
import { shiftDate, todayInJapan } from '../../modules/daily/utils/dates.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { QueryState } from '../../modules/shell/components/QueryState/index.ts';
import styles from './DailyPages.module.css';

/** /daily: the dailies of the last 31 days the member may see, newest first. */
export const Page = () => {
  const { user, company } = useMember();
  const today = todayInJapan();
  const dailies = useDailies({ date_from: shiftDate(today, -30), date_to: today });
  const manager = user.auth_id === 2 || user.auth_id === 10;
  return (
    <MemberLayout title="日報" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <header className={styles.toolbar}>
          <h1>日報</h1>
          <Link to="/daily/daily-create">日報を作成</Link>
          {manager ? <Link to="/daily/allmembers/daily-confirm">全員の日報を確認</Link> : null}
        </header>
        <QueryState query={dailies} pending={<Skeleton shape="rect" height={160} />}>
          {(data) =>
            data.dailies.length === 0 ? (
              <EmptyState preset="noData" description="この期間の日報はまだありません。" />
            ) : (
              <ul className={styles.list} aria-label="日報一覧">
                {data.dailies.map((d) => (
                  <li key={d.id}>
                    <DailyCard daily={d} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </MemberLayout>
  );
};
