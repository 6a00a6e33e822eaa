import { createQueryOptions } from '@genba/api-client/query';
import type { TAttendanceChangeRequest, TAttendanceDay } from '@genba/api-client/schemas';
import {
  AttendanceLegend,
  AttendanceTable,
  Button,
  ConfirmDialog,
  EmptyState,
  Select,
  Skeleton,
  TextField,
} from '@genba/ui';
import { attendanceStatusLabel, CLOCK_ACTION_LABEL, type ClockAction } from '@genba/validators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { useAttendanceActiveBridge } from '../../modules/daily/hooks/useAttendanceActiveBridge.ts';
import { useMemberSites, useRefreshDaily } from '../../modules/daily/hooks/useDaily.ts';
import { todayInJapan } from '../../modules/daily/utils/dates.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import styles from '../daily/DailyPages.module.css';

const ACTIONS: ClockAction[] = ['attendance_start', 'rest_start', 'rest_end', 'leave_work'];

/** Which clock buttons make sense for today's record of the chosen site. */
const enabledActions = (rec: TAttendanceDay | undefined): Set<ClockAction> => {
  if (!rec?.attendance_start) return new Set(['attendance_start']);
  if (rec.leave_work) return new Set();
  return new Set(rec.rest_started_at ? ['rest_end', 'leave_work'] : ['rest_start', 'leave_work']);
};

const ChangeRequestForm = ({
  record,
  onDone,
}: {
  record: TAttendanceDay;
  onDone: () => Promise<unknown>;
}) => {
  const { client } = useApi();
  const [start, setStart] = useState(record.attendance_start ?? '');
  const [end, setEnd] = useState(record.leave_work ?? '');
  const [rest, setRest] = useState(String(record.rest_minutes));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  if (record.pending_request) return <p role="status">変更申請中（承認待ち）です。</p>;
  return (
    <form
      className={styles.page}
      aria-label="勤怠の変更申請"
      onSubmit={async (e) => {
        e.preventDefault();
        const res = await client.call('attendanceChangeRequest', {
          params: { id: record.id },
          body: {
            attendance_start: start === '' ? null : start,
            leave_work: end === '' ? null : end,
            rest_minutes: Number(rest) || 0,
            reason,
          },
        });
        if (res.ok) {
          setMessage('変更を申請しました。');
          setErrors({});
          await onDone();
        } else {
          setErrors(res.fieldErrors);
          setMessage(res.messages.join(' '));
        }
      }}
    >
      <div className={styles.toolbar}>
        <TextField
          label="申請する出勤時刻"
          type="time"
          value={start}
          onChange={(e) => setStart(e.target.value)}
          error={errors.attendance_start}
        />
        <TextField
          label="申請する退勤時刻"
          type="time"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          error={errors.leave_work}
        />
        <TextField
          label="申請する休憩（分）"
          inputMode="numeric"
          value={rest}
          onChange={(e) => setRest(e.target.value)}
          error={errors.rest_minutes}
        />
      </div>
      <TextField
        label="申請理由"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
      />
      {message ? <p role="status">{message}</p> : null}
      <div>
        <Button type="submit">変更申請</Button>
      </div>
    </form>
  );
};

const Review = ({
  request,
  onDone,
}: {
  request: TAttendanceChangeRequest;
  onDone: () => Promise<unknown>;
}) => {
  const { client } = useApi();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const review = async (approve: 0 | 1) => {
    const res = await client.call('reviewAttendanceChangeRequest', {
      params: { id: request.id },
      body: { approve, comment },
    });
    if (res.ok) await onDone();
    else setError(res.messages.join(' '));
  };
  return (
    <li className={styles.toolbar} aria-label={`${request.member_name} ${request.work_date}の変更申請`}>
      <span>
        {request.work_date} {request.member_name}（{request.case_name}）:{' '}
        {request.attendance_start ?? '--:--'}〜{request.leave_work ?? '--:--'} 休憩{request.rest_minutes}分
        理由: {request.reason}
      </span>
      <TextField
        label="コメント"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={error}
      />
      <Button onClick={() => void review(1)}>承認</Button>
      <Button variant="danger" onClick={() => void review(0)}>
        却下
      </Button>
    </li>
  );
};

/** /attendance: clock buttons for today, change requests, approvals for managers, and the month table. */
export const Page = () => {
  const { user, company, denied_routes: denied = [] } = useMember();
  const { client } = useApi();
  const sites = useMemberSites(user.member_id);
  const [site, setSite] = useState('');
  const month = todayInJapan().slice(0, 7);
  const today = useQuery(createQueryOptions(client, 'getAttendanceToday'));
  useAttendanceActiveBridge(today.data?.records);
  const table = useQuery(createQueryOptions(client, 'getAttendanceMonth', { query: { month } }));
  const requests = useQuery(
    createQueryOptions(client, 'getAttendanceChangeRequests', { query: { state: 'pending' } }),
  );
  const refresh = useRefreshDaily();
  const [clockError, setClockError] = useState<string | null>(null);
  const siteId = site || String(sites.data?.projects[0]?.attendance_field_id ?? '');
  const record = today.data?.records.find((r) => String(r.attendance_field_id) === siteId);
  const enabled = enabledActions(record);
  const clock = async (action: ClockAction) => {
    setClockError(null);
    const res = await client.call('attendanceClock', {
      body: { action, attendance_field_id: Number(siteId) },
    });
    if (!res.ok) setClockError(res.messages.join(' '));
    await refresh();
  };
  const lock = async (locked: 0 | 1) => {
    await client.call('attendanceMonthLock', { body: { month, locked } });
    await refresh();
  };
  return (
    <MemberLayout title="勤怠" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1>勤怠</h1>
          {/* The totals are in no menu (core §2's sidebar lists attendance only): reached from here. */}
          {!denied.includes('aggregate') && <Link to="/aggregate">勤怠集計</Link>}
        </div>
        <section aria-labelledby="clock-title" className={styles.page}>
          <h2 id="clock-title">本日の打刻（{today.data?.work_date ?? ''}）</h2>
          {sites.isPending ? (
            <Skeleton shape="rect" height={48} />
          ) : (
            <Select
              label="現場"
              value={siteId}
              onChange={(e) => setSite(e.target.value)}
              options={(sites.data?.projects ?? []).map((p) => ({
                value: String(p.attendance_field_id),
                label: p.case_name,
              }))}
            />
          )}
          <div className={styles.toolbar}>
            {ACTIONS.map((a) => (
              <Button key={a} disabled={!siteId || !enabled.has(a)} onClick={() => void clock(a)}>
                {CLOCK_ACTION_LABEL[a]}
              </Button>
            ))}
          </div>
          {clockError ? <p role="alert">{clockError}</p> : null}
          {record ? (
            <p>
              出勤 {record.attendance_start ?? '--:--'} / 退勤 {record.leave_work ?? '--:--'} / 休憩{' '}
              {record.rest_minutes}分{record.rest_started_at ? `（${record.rest_started_at}から休憩中）` : ''}{' '}
              / 状態 {attendanceStatusLabel(record.status)}
            </p>
          ) : null}
          {record?.leave_work ? <ChangeRequestForm record={record} onDone={refresh} /> : null}
        </section>
        {table.data?.can_manage ? (
          <section aria-labelledby="approval-title" className={styles.page}>
            <h2 id="approval-title">承認待ちの変更申請</h2>
            {requests.isPending ? (
              <Skeleton shape="rect" height={48} />
            ) : (requests.data?.requests.length ?? 0) === 0 ? (
              <EmptyState preset="noData" description="承認待ちの変更申請はありません。" />
            ) : (
              <ul className={styles.list} aria-label="承認待ちの変更申請">
                {requests.data?.requests.map((r) => (
                  <Review key={r.id} request={r} onDone={refresh} />
                ))}
              </ul>
            )}
          </section>
        ) : null}
        <section aria-labelledby="month-title" className={styles.page}>
          <div className={styles.toolbar}>
            <h2 id="month-title">{month} の勤怠表</h2>
            {table.data?.locked ? <span>締め済み</span> : null}
            {table.data?.can_manage ? (
              <ConfirmDialog
                title={table.data.locked ? '締めを解除' : '月締め'}
                description={
                  table.data.locked
                    ? `${month}の締めを解除します。解除は記録されます。`
                    : `${month}の勤怠を締めます。解除するまで変更できません。`
                }
                onConfirm={() => lock(table.data?.locked ? 0 : 1)}
                trigger={<Button variant="secondary">{table.data.locked ? '締めを解除' : '月締め'}</Button>}
              />
            ) : null}
          </div>
          {table.isPending ? (
            <Skeleton shape="rect" height={240} />
          ) : table.isError ? (
            <EmptyState preset="fetchFailed" />
          ) : (
            <AttendanceTable month={month} members={table.data.members} records={table.data.records} />
          )}
          <AttendanceLegend className={styles.legend} />
        </section>
      </div>
    </MemberLayout>
  );
};
