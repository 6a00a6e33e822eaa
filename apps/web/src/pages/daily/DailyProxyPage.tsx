import type { TDailyProject } from '@genba/api-client/schemas';
import { DailyForm } from '@genba/forms';
import { EmptyState, Select } from '@genba/ui';
import { DAILY_REFUSAL, dailyFormToEntry, toDailyPayload } from '@genba/validators';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { WritableSites } from '../../modules/daily/components/WritableSites.tsx';
import { useCompanySites, useRefreshDaily } from '../../modules/daily/hooks/useDaily.ts';
import {
  dailySiteOptions,
  newDailyDefaults,
  stripEntryPrefix,
  useDailyFormSupport,
} from '../../modules/daily/hooks/useDailyFormSupport.ts';
import { useDailyPhotoUpload } from '../../modules/daily/hooks/useDailyPhotoUpload.ts';
import { isDailyManager } from '../../modules/daily/utils/roles.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import styles from './DailyPages.module.css';

export const PROXY_MEMBER_REQUIRED = '代理登録するメンバーを選択してください';

/** /daily/proxy-regist: a manager writes a report for a member of one of the company's sites (proxyRegist). */
export const Page = () => {
  const { user, company } = useMember();
  const sites = useCompanySites(company.id);
  return (
    <MemberLayout title="日報の代理登録" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <header className={styles.toolbar}>
          <h1>日報の代理登録</h1>
          <Link to="/daily">日報一覧へ</Link>
        </header>
        {!isDailyManager(user.auth_id) ? (
          <EmptyState preset="noData" description={DAILY_REFUSAL.proxyNotManager} />
        ) : (
          <WritableSites query={sites}>{(list) => <ProxyForm sites={list} />}</WritableSites>
        )}
      </div>
    </MemberLayout>
  );
};

const ProxyForm = ({ sites }: { sites: readonly TDailyProject[] }) => {
  const { user } = useMember();
  const { client } = useApi();
  const refresh = useRefreshDaily();
  const [writer, setWriter] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const support = useDailyFormSupport(sites, Number(writer));
  const photos = useDailyPhotoUpload(sites);
  const chooseSite = support.onSiteChange;
  const onSiteChange = useCallback(
    (id: string) => {
      chooseSite(id);
      setWriter('');
    },
    [chooseSite],
  );
  const candidates = support.roomMembers
    .filter((m) => m.member_id !== user.member_id)
    .map((m) => ({ value: String(m.member_id), label: m.name }));
  return (
    <>
      {saved ? <p role="status">{saved}</p> : null}
      <Select
        label="代理登録するメンバー"
        placeholder="選択してください"
        options={candidates}
        value={writer}
        onChange={(e) => setWriter(e.currentTarget.value)}
      />
      <DailyForm
        sites={dailySiteOptions(sites)}
        defaultValues={newDailyDefaults()}
        siteMembers={support.siteMembers}
        onSiteChange={onSiteChange}
        onFetchWeather={support.onFetchWeather}
        onCopyPrevious={writer === '' ? undefined : support.onCopyPrevious}
        onUploadPhoto={photos.onUploadPhoto}
        onDiscardPhoto={photos.onDiscardPhoto}
        onSubmit={async (values) => {
          if (writer === '') return { ok: false, messages: [PROXY_MEMBER_REQUIRED] };
          const res = await client.call('proxyRegist', {
            body: toDailyPayload([dailyFormToEntry(values, Number(writer))]),
          });
          if (!res.ok)
            return { ok: false, messages: res.messages, fieldErrors: stripEntryPrefix(res.fieldErrors) };
          const name = candidates.find((c) => c.value === writer)?.label ?? '';
          setSaved(`${name}さんの${values.daily_date}の日報を代理登録しました。`);
          await refresh();
          return { ok: true };
        }}
      />
    </>
  );
};
