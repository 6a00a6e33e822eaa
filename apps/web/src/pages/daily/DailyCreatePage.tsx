import { DailyForm } from '@genba/forms';
import { EmptyState, Skeleton } from '@genba/ui';
import { dailyFormToEntry, toDailyPayload } from '@genba/validators';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { useMemberSites, useRefreshDaily } from '../../modules/daily/hooks/useDaily.ts';
import { todayInJapan } from '../../modules/daily/utils/dates.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

/** /daily/daily-create and /project-daily/create: today's report for one of the member's sites. */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const sites = useMemberSites(user.member_id);
  const refresh = useRefreshDaily();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <MemberLayout title="日報作成" userName={user.name} companyName={company.name}>
      <h1>日報作成</h1>
      {saved ? (
        <p role="status">
          {saved}の日報を登録しました。<Link to="/daily">日報一覧へ</Link>
        </p>
      ) : null}
      {sites.isPending ? (
        <Skeleton shape="rect" height={320} />
      ) : sites.isError ? (
        <EmptyState preset="fetchFailed" />
      ) : sites.data.projects.length === 0 ? (
        <EmptyState preset="noData" description="日報を書ける現場がありません。" />
      ) : (
        <DailyForm
          sites={sites.data.projects.map((p) => ({
            value: String(p.attendance_field_id),
            label: p.case_name,
          }))}
          defaultValues={{ daily_date: todayInJapan(), attendance_start: '08:00', leave_work: '17:00' }}
          onFetchWeather={async () => {
            // The site's coordinates are not stored yet: the adapter answers for the default position.
            const res = await client.call('getDailyWeatherLocation', { query: { lat: 33.59, lon: 130.4 } });
            return res.ok ? res.data.weather : null;
          }}
          onSubmit={async (values) => {
            const res = await client.call('createDaily', {
              body: toDailyPayload([dailyFormToEntry(values, user.member_id)]),
            });
            if (res.ok) {
              setSaved(values.daily_date);
              await refresh();
            }
            return res.ok
              ? { ok: true }
              : { ok: false, messages: res.messages, fieldErrors: stripEntryPrefix(res.fieldErrors) };
          }}
        />
      )}
    </MemberLayout>
  );
};

/** The server names fields `daily.0.daily_date`; the form's fields are `daily_date`. */
const stripEntryPrefix = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^daily\.\d+\./, ''), v]));
