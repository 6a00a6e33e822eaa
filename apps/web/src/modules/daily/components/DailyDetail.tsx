import type { TDailyReport } from '@genba/api-client/schemas';
import { Badge } from '@genba/ui';
import { PhotoThumbnails } from '@genba/ui/photo-attachments';
import { toStoredPhoto } from '../utils/photos.ts';
import styles from './DailyDetail.module.css';

const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : String(v);

/** One daily in full: the detail page and the report view of a project's tab. */
export const DailyDetail = ({ daily }: { daily: TDailyReport }) => (
  <article className={styles.detail} aria-label={`${daily.daily_date} ${daily.member_name}の日報`}>
    <header className={styles.head}>
      <h2 className={styles.title}>
        {daily.daily_date} {daily.case_name}
      </h2>
      {daily.approval_status === 5 ? (
        <Badge tone="success">確認済み</Badge>
      ) : (
        <Badge tone="warning">未確認</Badge>
      )}
    </header>
    <dl className={styles.fields}>
      <dt>作成者</dt>
      <dd>
        {daily.member_name}
        {daily.proxy_member_name ? `（${daily.proxy_member_name}さんが代理登録）` : ''}
      </dd>
      <dt>天気</dt>
      <dd>{dash(daily.weather)}</dd>
      <dt>気温</dt>
      <dd>{daily.temperature === null ? '—' : `${daily.temperature}℃`}</dd>
      <dt>湿度</dt>
      <dd>{daily.humidity === null ? '—' : `${daily.humidity}%`}</dd>
      <dt>勤務時間</dt>
      <dd>
        {daily.attendance
          ? `${daily.attendance.attendance_start ?? '--:--'}〜${daily.attendance.leave_work ?? '--:--'}（休憩${daily.attendance.rest_minutes}分）`
          : '—'}
      </dd>
      <dt>作業内容</dt>
      <dd>
        {daily.work_details.length === 0 ? (
          dash(daily.work_contents)
        ) : (
          <ul className={styles.list}>
            {daily.work_details.map((d) => (
              <li key={d.id}>{d.work_content}</li>
            ))}
          </ul>
        )}
      </dd>
      <dt>現場にいたメンバー</dt>
      <dd>{daily.site_members.length === 0 ? '—' : daily.site_members.map((m) => m.name).join('、')}</dd>
      <dt>協力会社</dt>
      <dd>
        {daily.partner_workers.length === 0
          ? '—'
          : daily.partner_workers.map((p) => `${p.company_name} ${p.worker_count}名`).join('、')}
      </dd>
      <dt>備考</dt>
      <dd className={styles.memo}>{dash(daily.memo)}</dd>
      <dt>写真</dt>
      <dd>
        {daily.pictures.length === 0 ? (
          '—'
        ) : (
          <PhotoThumbnails
            label={`${daily.daily_date}の日報の写真`}
            photos={daily.pictures.map(toStoredPhoto)}
          />
        )}
      </dd>
      {daily.confirm_member_name ? (
        <>
          <dt>確認者</dt>
          <dd>{daily.confirm_member_name}</dd>
        </>
      ) : null}
    </dl>
  </article>
);
