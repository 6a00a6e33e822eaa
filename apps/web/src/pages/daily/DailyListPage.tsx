import { EmptyState, Skeleton } from '@genba/ui';
import { Link, useSearchParams } from 'react-router';
import { DailyCard } from '../../modules/daily/components/DailyCard.tsx';
import { DailyDetail } from '../../modules/daily/components/DailyDetail.tsx';
import { useDailies } from '../../modules/daily/hooks/useDaily.ts';
import { shiftDate, todayInJapan } from '../../modules/daily/utils/dates.ts';
import { dailyViewOf, projectFilterOf } from '../../modules/daily/utils/projectFilter.ts';
import { isDailyManager } from '../../modules/daily/utils/roles.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { QueryState } from '../../modules/shell/components/QueryState/index.ts';
import styles from './DailyPages.module.css';

/**
 * /daily: the dailies of the last 31 days the member may see, newest first. `?project_id=` limits
 * it to one site (the /talk project room's daily tab) and `&view=report` shows each report in full
 * (its report tab).
 */
export const Page = () => {
  const { user, company } = useMember();
  const [search] = useSearchParams();
  const projectId = projectFilterOf(search);
  const view = dailyViewOf(search);
  const today = todayInJapan();
  const dailies = useDailies({
    date_from: shiftDate(today, -30),
    date_to: today,
    ...(projectId === undefined ? {} : { attendance_field_id: projectId }),
  });
  const manager = isDailyManager(user.auth_id);
  const forProject = projectId === undefined ? '' : `?project_id=${projectId}`;
  const title = view === 'report' ? 'レポート' : '日報';
  return (
    <MemberLayout title={title} userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <header className={styles.toolbar}>
          <h1>{title}</h1>
          <Link to={`/daily/daily-create${forProject}`}>日報を作成</Link>
          {manager ? <Link to={`/daily/proxy-regist${forProject}`}>代理登録</Link> : null}
          {manager ? <Link to="/daily/allmembers/daily-confirm">全員の日報を確認</Link> : null}
        </header>
        <QueryState query={dailies} pending={<Skeleton shape="rect" height={160} />}>
          {(data) =>
            data.dailies.length === 0 ? (
              <EmptyState preset="noData" description="この期間の日報はまだありません。" />
            ) : (
              <ul className={styles.list} aria-label={view === 'report' ? 'レポート一覧' : '日報一覧'}>
                {data.dailies.map((d) => (
                  <li key={d.id}>
                    {view === 'report' ? <DailyDetail daily={d} /> : <DailyCard daily={d} />}
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
