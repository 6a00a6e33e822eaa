import type { TDailyReport } from '@genba/api-client/schemas';
import { DailyForm } from '@genba/forms';
import { DAILY_REFUSAL, dailyFormToEntry, dailyToFormInput, toDailyPayload } from '@genba/validators';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { DailyById, useDailyIdParam } from '../../modules/daily/components/DailyById.tsx';
import { useMemberSites, useRefreshDaily } from '../../modules/daily/hooks/useDaily.ts';
import {
  dailySiteOptions,
  stripEntryPrefix,
  useDailyFormSupport,
} from '../../modules/daily/hooks/useDailyFormSupport.ts';
import { useDailyPhotoUpload } from '../../modules/daily/hooks/useDailyPhotoUpload.ts';
import { useEditingLock } from '../../modules/daily/hooks/useEditingLock.ts';
import { dailyDetailPath } from '../../modules/daily/utils/paths.ts';
import { toStoredPhoto } from '../../modules/daily/utils/photos.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import styles from './DailyPages.module.css';

/** /daily/edit/:id: the report in the daily form, under the editing lock (talk §9, 600000 ms). */
export const Page = () => {
  const { user, company } = useMember();
  const id = useDailyIdParam();
  return (
    <MemberLayout title="日報編集" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <header className={styles.toolbar}>
          <h1>日報編集</h1>
          {id === undefined ? null : <Link to={dailyDetailPath(id)}>詳細へ戻る</Link>}
        </header>
        <DailyById id={id}>{(daily) => <EditForm daily={daily} />}</DailyById>
      </div>
    </MemberLayout>
  );
};

const EditForm = ({ daily }: { daily: TDailyReport }) => {
  const { client } = useApi();
  const refresh = useRefreshDaily();
  const navigate = useNavigate();
  const confirmed = daily.approval_status === 5;
  const lock = useEditingLock(daily.id, !confirmed);
  const sites = useMemberSites(daily.member_id);
  const site = sites.data?.projects.find((p) => p.attendance_field_id === daily.attendance_field_id) ?? {
    attendance_field_id: daily.attendance_field_id,
    case_name: daily.case_name,
    chatroom_id: null,
    office_id: null,
    latitude: null,
    longitude: null,
  };
  const support = useDailyFormSupport([site], daily.member_id);
  const photos = useDailyPhotoUpload([site]);
  const editable = !confirmed && lock.state.status === 'held';
  return (
    <>
      {confirmed ? (
        <p role="note" className={styles.notice}>
          {DAILY_REFUSAL.confirmed}
        </p>
      ) : lock.state.status === 'pending' ? (
        <p role="status">編集の準備をしています…</p>
      ) : lock.state.status === 'held' ? null : (
        <p role="alert" className={styles.notice}>
          {lock.state.message}
        </p>
      )}
      <p className={styles.legend}>
        {daily.member_name}さんの日報
        {daily.proxy_member_name ? `（${daily.proxy_member_name}さんが代理登録）` : ''}
      </p>
      <DailyForm
        // A new lock state re-renders the form read-only or editable with the stored values.
        key={editable ? 'editable' : 'readonly'}
        sites={dailySiteOptions([site])}
        defaultValues={dailyToFormInput(daily)}
        readOnly={!editable}
        submitLabel="保存"
        siteMembers={support.siteMembers}
        onSiteChange={support.onSiteChange}
        onFetchWeather={support.onFetchWeather}
        onUploadPhoto={photos.onUploadPhoto}
        onDiscardPhoto={photos.onDiscardPhoto}
        storedPhotos={daily.pictures.map(toStoredPhoto)}
        onSubmit={async (values) => {
          const [entry] = toDailyPayload([
            dailyFormToEntry(
              values,
              daily.member_id,
              daily.work_details.map((d) => d.id),
            ),
          ]).daily;
          if (!entry) return { ok: false, messages: [DAILY_REFUSAL.notFound] };
          const res = await client.call('updateDailyData', { params: { id: daily.id }, body: entry });
          if (!res.ok)
            return { ok: false, messages: res.messages, fieldErrors: stripEntryPrefix(res.fieldErrors) };
          await lock.release();
          await refresh();
          await navigate(dailyDetailPath(daily.id));
          return { ok: true };
        }}
      />
    </>
  );
};
