import type { TDailyReport } from '@genba/api-client/schemas';
import { Badge } from '@genba/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dailyDetailPath } from '../utils/paths.ts';
import styles from './DailyCard.module.css';

/** One daily as the lists show it: site, writer, weather, work details and its state. */
export const DailyCard = ({ daily, control }: { daily: TDailyReport; control?: ReactNode }) => (
  <article className={styles.card} aria-label={`${daily.daily_date} ${daily.member_name} ${daily.case_name}`}>
    <header className={styles.head}>
      {control}
      <strong>
        <Link
          to={dailyDetailPath(daily.id)}
          aria-label={`${daily.daily_date} ${daily.member_name}の日報を開く`}
        >
          {daily.daily_date}
        </Link>
      </strong>
      <span>{daily.case_name}</span>
      <span>{daily.member_name}</span>
      {daily.approval_status === 5 ? (
        <Badge tone="success">確認済み</Badge>
      ) : (
        <Badge tone="warning">未確認</Badge>
      )}
      {daily.editing_member_name ? <Badge tone="info">{daily.editing_member_name}さんが編集中</Badge> : null}
    </header>
    <p className={styles.meta}>
      天気 {daily.weather ?? '—'} / 気温 {daily.temperature ?? '—'}℃ / 湿度 {daily.humidity ?? '—'}%
      {daily.attendance
        ? ` / ${daily.attendance.attendance_start ?? '--:--'}〜${daily.attendance.leave_work ?? '--:--'}`
        : ''}
    </p>
    {daily.work_details.length > 0 ? (
      <ul className={styles.details}>
        {daily.work_details.map((d) => (
          <li key={d.id}>{d.work_content}</li>
        ))}
      </ul>
    ) : null}
    {daily.partner_workers.length > 0 ? (
      <p className={styles.meta}>
        協力会社: {daily.partner_workers.map((p) => `${p.company_name} ${p.worker_count}名`).join('、')}
      </p>
    ) : null}
    {daily.memo ? <p className={styles.meta}>{daily.memo}</p> : null}
    {daily.pictures.length > 0 ? <p className={styles.meta}>写真 {daily.pictures.length}枚</p> : null}
  </article>
);
