import type { TDailyProject } from '@genba/api-client/schemas';
import { DailyForm } from '@genba/forms';
import { dailyFormToEntry, toDailyPayload } from '@genba/validators';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { WritableSites } from '../../modules/daily/components/WritableSites.tsx';
import { useMemberSites, useRefreshDaily } from '../../modules/daily/hooks/useDaily.ts';
import {
  dailySiteOptions,
  newDailyDefaults,
  stripEntryPrefix,
  useDailyFormSupport,
} from '../../modules/daily/hooks/useDailyFormSupport.ts';
import { useDailyPhotoUpload } from '../../modules/daily/hooks/useDailyPhotoUpload.ts';
import { dailyDetailPath } from '../../modules/daily/utils/paths.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import styles from './DailyPages.module.css';

/**
 * /daily/daily-create and /project-daily/create: today's report for one of the member's sites
 * (only the `project_id` one when the URL names it).
 */
export const Page = () => {
  const { user, company } = useMember();
  const sites = useMemberSites(user.member_id);
  return (
    <MemberLayout title="日報作成" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <header className={styles.toolbar}>
          <h1>日報作成</h1>
        </header>
        <WritableSites query={sites}>{(list) => <CreateForm sites={list} />}</WritableSites>
      </div>
    </MemberLayout>
  );
};

const CreateForm = ({ sites }: { sites: readonly TDailyProject[] }) => {
  const { user } = useMember();
  const { client } = useApi();
  const refresh = useRefreshDaily();
  const [saved, setSaved] = useState<{ date: string; id: number | undefined } | null>(null);
  const support = useDailyFormSupport(sites, user.member_id);
  const photos = useDailyPhotoUpload(sites);
  return (
    <>
      {saved ? (
        <p role="status">
          {saved.date}の日報を登録しました。
          {saved.id === undefined ? null : <Link to={dailyDetailPath(saved.id)}>詳細を見る</Link>}
          <Link to="/daily">日報一覧へ</Link>
        </p>
      ) : null}
      <DailyForm
        sites={dailySiteOptions(sites)}
        defaultValues={newDailyDefaults()}
        siteMembers={support.siteMembers}
        onSiteChange={support.onSiteChange}
        onFetchWeather={support.onFetchWeather}
        onCopyPrevious={support.onCopyPrevious}
        onUploadPhoto={photos.onUploadPhoto}
        onDiscardPhoto={photos.onDiscardPhoto}
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
