import { WorkerSettingForm } from '@genba/forms';
import { Skeleton } from '@genba/ui';
import { companyTeamSchema, OCCUPATION_MESSAGE, occupationSchema, TEAM_MESSAGE } from '@genba/validators';
import { useApi } from '../../../app/ApiContext.tsx';
import { QueryState } from '../../shell/components/QueryState/index.ts';
import {
  useCompanyTeams,
  useOccupations,
  useRefreshCompanySettings,
  useWorkerSetting,
} from '../hooks/useCompanySettings.ts';
import { NamedListSetting } from './NamedListSetting.tsx';
import styles from './SettingsBox.module.css';
import { SettingsBox } from './SettingsBox.tsx';

/** Runs a write and refreshes the list when it went through. */
const thenRefresh = async <R extends { ok: boolean }>(write: Promise<R>, refresh: () => Promise<void>) => {
  const result = await write;
  if (result.ok) await refresh();
  return result;
};

/** /setting/occupations: the occupations the member form's worker list offers (職種). */
export const OccupationSettingContent = () => {
  const { client } = useApi();
  const refresh = useRefreshCompanySettings();
  const done = () => refresh('occupations');
  return (
    <NamedListSetting
      title="職種設定"
      noun="職種"
      schema={occupationSchema}
      query={useOccupations()}
      intro={<p className={styles.muted}>メンバーの作業員名簿で選ぶ職種です。</p>}
      detail={(o) => `作業員名簿で使用中 ${o.member_count}人`}
      deleteConfirm={(o) =>
        o.member_count > 0 ? OCCUPATION_MESSAGE.inUse : OCCUPATION_MESSAGE.deleteConfirm(o.name)
      }
      create={(name) => thenRefresh(client.call('createOccupation', { body: { name } }), done)}
      rename={(o, name) =>
        thenRefresh(client.call('updateOccupation', { params: { id: o.id }, body: { name } }), done)
      }
      remove={(o) => thenRefresh(client.call('deleteOccupation', { params: { id: o.id } }), done)}
    />
  );
};

/** /setting/company-team: the teams a case carries and the case list filters by (チーム). */
export const CompanyTeamSettingContent = () => {
  const { client } = useApi();
  const refresh = useRefreshCompanySettings();
  const done = () => refresh('teams');
  return (
    <NamedListSetting
      title="チーム設定"
      noun="チーム"
      schema={companyTeamSchema}
      query={useCompanyTeams()}
      intro={<p className={styles.muted}>案件に付けるチームです。案件一覧はこのチームで絞り込めます。</p>}
      detail={(t) => `案件 ${t.project_count}件`}
      deleteConfirm={(t) => TEAM_MESSAGE.deleteConfirm(t.name)}
      create={(name) => thenRefresh(client.call('createCompanyTeam', { body: { name } }), done)}
      rename={(t, name) =>
        thenRefresh(client.call('updateCompanyTeam', { params: { id: t.id }, body: { name } }), done)
      }
      remove={(t) => thenRefresh(client.call('deleteCompanyTeam', { params: { id: t.id } }), done)}
    />
  );
};

/** /setting/worker: which auths must fill the worker list (core §3 company_auth_worker_requires, core §5). */
export const WorkerSettingContent = () => {
  const { client } = useApi();
  const setting = useWorkerSetting();
  const refresh = useRefreshCompanySettings();
  return (
    <SettingsBox title="作業員名簿設定">
      <p className={styles.muted}>
        選んだ権限のメンバーは、作業員名簿（生年月日、職種と経験年数、雇入年月日、現住所、血液型、健康診断日など）の入力が必須になります。メンバーごとの設定がある場合はそちらが優先されます。
      </p>
      <QueryState query={setting} pending={<Skeleton shape="rect" height={240} />}>
        {(data) => (
          <WorkerSettingForm
            defaultAuthIds={data.company_auth_worker_requires}
            onSubmit={(ids) =>
              thenRefresh(
                client.call('updateWorkerSetting', { body: { company_auth_worker_requires: ids } }),
                () => refresh('worker'),
              )
            }
          />
        )}
      </QueryState>
    </SettingsBox>
  );
};
