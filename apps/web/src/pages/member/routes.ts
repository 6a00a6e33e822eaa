import {
  CompanyTeamSettingPage,
  CooperationSettingPage,
  DailyAttendanceSettingPage,
  OccupationSettingPage,
  WorkerSettingPage,
} from '../setting/CompanySettingListsPages.tsx';
import { Page as CompanySettingPage } from '../setting/CompanySettingPage.tsx';
import { Page as OfficeSettingPage } from '../setting/OfficeSettingPage.tsx';
import { Page as SubcontractorSettingPage } from '../setting/SubcontractorSettingPage.tsx';
import { Page as MemberInformationPage } from './MemberInformationPage.tsx';

/** The organisation's pages by route path (app/pages.ts loads this one chunk for all three). */
export const ORGANISATION_PAGES = {
  'member/information': MemberInformationPage,
  'setting/company': CompanySettingPage,
  'setting/office': OfficeSettingPage,
  'setting/subcontractor': SubcontractorSettingPage,
  'setting/worker': WorkerSettingPage,
  'setting/occupations': OccupationSettingPage,
  'setting/company-team': CompanyTeamSettingPage,
  'setting/daily-attendance': DailyAttendanceSettingPage,
  'setting/cooperation': CooperationSettingPage,
} as const;
