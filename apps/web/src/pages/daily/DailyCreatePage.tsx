import type { TDailyProject } from '@genba/api-client/schemas';
import { DailyForm } from '@genba/forms';
import { EmptyState, Skeleton } from '@genba/ui';
import { dailyFormToEntry, toDailyPayload } from '@genba/validators';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { useMemberSites, useRefreshDaily } from '../../modules/daily/hooks/useDaily.ts';
import { stripEntryPrefix, useDailyFormSupport } from '../../modules/daily/hooks/useDailyFormSupport.ts';
import { todayInJapan } from '../../modules/daily/utils/dates.ts';
import { projectFilterOf } from '../../modules/daily/utils/projectFilter.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { QueryState } from '../../modules/shell/components/QueryState/index.ts';

/**
 * /daily/daily-create and /project-daily/create: today's report for one of the member's sites
 * (only the `project_id` one when the URL names it).
 */
export const Page = () => {
  const { user, company } = useMember();
  const sites = useMemberSites(user.member_id);
  const projectId = projectFilterOf(useSearchParams()[0]);
  return (
    <MemberLayout title="日報作成" userName={user.name} companyName={company.name}>
      <h1>日報作成</h1>
      <QueryState query={sites} pending={<Skeleton shape="rect" height={320} />}>
        {(data) => {
          const list = data.projects.filter(
            (p) => projectId === undefined || p.attendance_field_id === projectId,
          );
          return list.length === 0 ? (
            <EmptyState preset="noData" description="日報を書ける現場がありません。" />
          ) : (
            <CreateForm sites={list} />
          );
        }}
      </QueryState>
    </MemberLayout>
  );
};

const CreateForm = ({ sites }: { sites: readonly TDailyProject[] }) => {
  const { user } = useMember();
  const { client } = useApi();
  const refresh = useRefreshDaily();
  const [saved, setSaved] = useState<{ date: string; id: number | undefined } | null>(null);
  const support = useDailyFormSupport(sites, user.member_id);
  return (
    <>
      {saved ? (
        <p role="status">
          {saved.date}の日報を登録しました。
          {saved.id === undefined ? null : <Link to={`/daily/detail/${saved.id}`}>詳細を見る</Link>}
          <Link to="/daily">日報一覧へ</Link>
        </p>
      ) : null}
      <DailyForm
        sites={sites.map((p) => ({ value: String(p.attendance_field_id), label: p.case_name }))}
        defaultValues={{ daily_date: todayInJapan(), attendance_start: '08:00', leave_work: '17:00' }}
        siteMembers={support.siteMembers}
        onSiteChange={support.onSiteChange}
        onFetchWeather={support.onFetchWeather}
        onCopyPrevious={support.onCopyPrevious}
        onSubmit={async (values) => {
          const res = await client.call('createDaily', {
            body: toDailyPayload([dailyFormToEntry(values, user.member_id)]),
          });
          if (!res.ok)
            return { ok: false, messages: res.messages, fieldErrors: stripEntryPrefix(res.fieldErrors) };
          setSaved({ date: values.daily_date, id: res.data.dailies[0]?.id });
          await refresh();
          return { ok: true };
        }}
      />
    </>
  );
};
