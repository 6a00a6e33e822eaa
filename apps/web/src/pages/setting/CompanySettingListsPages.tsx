import { Skeleton } from '@genba/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';

// The lists and their forms load in a chunk of their own, so the organisation chunk does not grow (docs/adr/007).
const lists = () => import('../../modules/organisation/components/CompanySettingLists.tsx');
const OccupationSettingContent = lazy(() => lists().then((m) => ({ default: m.OccupationSettingContent })));
const CompanyTeamSettingContent = lazy(() => lists().then((m) => ({ default: m.CompanyTeamSettingContent })));
const WorkerSettingContent = lazy(() => lists().then((m) => ({ default: m.WorkerSettingContent })));

const dailyCooperation = () => import('../../modules/organisation/components/DailyCooperationSettings.tsx');
const DailyAttendanceSettingContent = lazy(() =>
  dailyCooperation().then((m) => ({ default: m.DailyAttendanceSettingContent })),
);
const CooperationSettingContent = lazy(() =>
  dailyCooperation().then((m) => ({ default: m.CooperationSettingContent })),
);

const settingsPage = (title: string, Content: ComponentType) => () => {
  const { user, company } = useMember();
  return (
    <MemberLayout title={title} userName={user.name} companyName={company.name}>
      <Suspense fallback={<Skeleton shape="rect" height={240} />}>
        <Content />
      </Suspense>
    </MemberLayout>
  );
};

/** /setting/occupations (core §2): the company's occupations; access by core §6 on the server. */
export const OccupationSettingPage = settingsPage('職種設定', OccupationSettingContent);

/** /setting/company-team (core §2): the company's teams, which the case list filters by. */
export const CompanyTeamSettingPage = settingsPage('チーム設定', CompanyTeamSettingContent);

/** /setting/worker (core §2): the worker-list requirement by auth (core §3, §5). */
export const WorkerSettingPage = settingsPage('作業員名簿設定', WorkerSettingContent);

/** /setting/daily-attendance (core §2): the company's default working hours (docs/adr/012). */
export const DailyAttendanceSettingPage = settingsPage('日報・勤怠設定', DailyAttendanceSettingContent);

/** /setting/cooperation (core §2): what the screen will hold, and the way to 協力会社設定 (docs/adr/012). */
export const CooperationSettingPage = settingsPage('協力会社連携設定', CooperationSettingContent);
