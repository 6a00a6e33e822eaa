import {
  AUTH_ID,
  CONTRACT_STATUS,
  CONTRACT_TYPE,
  type ContractType,
  canAccessFeature,
  canOpenCompanySettings,
  canOpenMemberInformation,
  canOpenOfficeSettings,
  canSeeCustomerInformation,
  canUpdateMembers,
  canWriteProjects,
  hasContractAuthority,
  hasProtecAuthority,
  isFreeAccount,
} from '@genba/validators';

export type AccessSubject = {
  authId: number;
  memberUpdateAllowed: number;
  contractAuthority: number;
  companyAuthority: number | null;
  /** The company's contract lines (company_contracts). */
  contracts: { contractType: number; contractEndDate: string | null }[];
  /** YYYY-MM-DD, Japan time. */
  today: string;
  /**
   * The user is a system administrator (system_admins): /admin/users and /admin/news. Read only
   * where a screen is decided (init data); unset counts as not an administrator.
   */
  systemAdmin?: boolean;
};

/** core §4: the contract type a stored contract status stands for (what feature gating rejects). */
const contractTypeOf = (status: number): ContractType => {
  if (status === CONTRACT_STATUS.suspended) return CONTRACT_TYPE.suspension;
  if (status === CONTRACT_STATUS.cancelled) return CONTRACT_TYPE.canceled;
  if (status === CONTRACT_STATUS.temporary || status === CONTRACT_STATUS.processing)
    return CONTRACT_TYPE.temporary;
  return CONTRACT_TYPE.using;
};

/** The contract that decides: an active one if any, else the newest. */
const decidingContract = (s: AccessSubject) => {
  const active = s.contracts.find(
    (k) => k.contractType === CONTRACT_STATUS.using || k.contractType === CONTRACT_STATUS.temporary,
  );
  const k = active ?? s.contracts.at(-1);
  return k
    ? {
        contract_status: k.contractType,
        contract_type: contractTypeOf(k.contractType),
        contract_end_date: k.contractEndDate,
      }
    : null;
};

/**
 * The attendance totals, /aggregate and its simpler per-member view /aggregate-old (talk §2): one rule
 * for both screens (any role, with the contract feature); their data call adds managers only.
 */
const totalsRoute = (): boolean => true;

/** First path segments of the paid features of core §6, and whether the member's role permits each. */
const FEATURE_ROUTES: Record<string, (s: AccessSubject) => boolean> = {
  daily: () => true,
  'project-daily': () => true,
  album: () => true,
  attendance: () => true,
  aggregate: totalsRoute,
  'aggregate-old': totalsRoute,
  board: () => true,
  'schedule-board': () => true,
  contractor: () => true,
  customer: (s) => canSeeCustomerInformation(s.authId),
  building: (s) => canSeeCustomerInformation(s.authId),
  genbamastersetting: (s) => !isFreeAccount(s.authId) && isManager(s.authId),
  /** Not a screen: registering projects (core §1 paid feature), checked by the project routes. */
  'project-registration': (s) => canWriteProjects(s.authId),
};

/** Company and office managers (office settings, genba master, proxy registration for members). */
export const isManager = (authId: number): boolean =>
  authId === AUTH_ID.companyManager || authId === AUTH_ID.officeManager;

/**
 * Whether the member may open the route named by its first path segment
 * (init_data_pc's route_allowed; a refused route sends the client to /talk).
 * The rules are @genba/validators' (core §6); this maps the data model onto
 * them. The company's option list is not modelled yet, so the company side
 * of feature gating is its contract alone.
 */
export const isRouteAllowed = (segment: string, s: AccessSubject): boolean => {
  const feature = FEATURE_ROUTES[segment];
  if (feature) {
    return canAccessFeature({
      loggedIn: true,
      authAllows: feature(s),
      companyAuthAllows: true,
      contract: decidingContract(s),
      today: s.today,
      companyAuthority: s.companyAuthority,
    });
  }
  const user = {
    auth_id: s.authId,
    member_update_allowed: s.memberUpdateAllowed,
    contract_authority: s.contractAuthority,
  };
  switch (segment) {
    // Company settings need company_update: the company manager (core §6). The album download
    // setting is a company-wide choice (talk §6), so it follows the company rule, not the office one.
    case 'setting-company':
    case 'setting-album-download':
      return canOpenCompanySettings({ company_update: s.authId === AUTH_ID.companyManager });
    // The settings menu and the other settings screens: office_update or contract authority, never free (core §6).
    case 'setting':
    case 'setting-office':
    case 'setting-subcontractor':
    case 'setting-daily-attendance':
    case 'setting-cooperation':
    case 'setting-worker':
    case 'setting-occupations':
    case 'setting-company-team':
      return canOpenOfficeSettings({
        office_update: isManager(s.authId),
        contract_authority: s.contractAuthority,
        isFree: isFreeAccount(s.authId),
      });
    case 'member':
      return canOpenMemberInformation({
        hasPermission: canUpdateMembers(user),
        member_update_allowed: s.memberUpdateAllowed,
      });
    case 'protec':
      return hasProtecAuthority(s.companyAuthority);
    case 'contract':
    case 'registercontract':
      return hasContractAuthority(user);
    case 'genbamaster':
      return !isFreeAccount(s.authId) && isManager(s.authId);
    // The operator's screens (/admin/users, /admin/news): system administrators only, whatever the company.
    case 'admin':
      return s.systemAdmin === true;
    default:
      return true;
  }
};

/**
 * Every route key the app guards (routeKeyOf of @genba/validators): init data
 * lists those the member may not open, so the menu hides them and a phone,
 * whose init data names no route, is guarded by the same rule.
 */
export const ROUTE_KEYS = [
  ...Object.keys(FEATURE_ROUTES),
  'member',
  'setting',
  'setting-company',
  'setting-office',
  'setting-subcontractor',
  'setting-album-download',
  'setting-daily-attendance',
  'setting-cooperation',
  'setting-worker',
  'setting-occupations',
  'setting-company-team',
  'protec',
  'contract',
  'registercontract',
  'genbamaster',
  'admin',
] as const;

export const deniedRouteKeys = (s: AccessSubject): string[] =>
  ROUTE_KEYS.filter((key) => !isRouteAllowed(key, s));

/**
 * Calls that belong to a guarded area: the server refuses them (403) to a
 * member who may not open the area, whatever the client shows. A feature adds
 * its calls here with the route key of its screen.
 */
export const CALL_AREAS: Partial<Record<string, string>> = {
  sendInvitationEmail: 'member',
  sendInvitationTel: 'member',
  getInvitations: 'member',
  deleteInvitation: 'member',
  // The tag master is site-master data (/genbamastersetting/tag-group): its writes need that screen's rule.
  createTagGroup: 'genbamastersetting',
  sortTagGroups: 'genbamastersetting',
  updateTagGroup: 'genbamastersetting',
  deleteTagGroup: 'genbamastersetting',
  createTag: 'genbamastersetting',
  sortTags: 'genbamastersetting',
  updateTag: 'genbamastersetting',
  deleteTag: 'genbamastersetting',
  getMember: 'member',
  lookupMember: 'member',
  addLookedUpMember: 'member',
  createMember: 'member',
  updateMember: 'member',
  moveMemberOffice: 'member',
  deleteMember: 'member',
  getCompanySetting: 'setting-company',
  getAlbumDownloadSetting: 'setting-album-download',
  updateAlbumDownloadSetting: 'setting-album-download',
  updateCompanySetting: 'setting-company',
  getOffices: 'setting-office',
  // Partner companies (/setting/subcontractor): office_update or contract authority, never free (core §6).
  getSubcontractors: 'setting-subcontractor',
  init_subcontractor: 'setting-subcontractor',
  regist_company: 'setting-subcontractor',
  registExistsCompany: 'setting-subcontractor',
  updateCompany: 'setting-subcontractor',
  deleteSubcontractor: 'setting-subcontractor',
  inviteSubcontractors: 'setting-subcontractor',
  createOffice: 'setting-office',
  updateOffice: 'setting-office',
  deleteOffice: 'setting-office',
  // The company's settings lists (routes/companySetting): their reads stay open to every member.
  getWorkerSetting: 'setting-worker',
  updateWorkerSetting: 'setting-worker',
  // The company's working hours (/setting/daily-attendance, docs/adr/012); read by everyone through the init data.
  updateDailyAttendanceSetting: 'setting-daily-attendance',
  createOccupation: 'setting-occupations',
  updateOccupation: 'setting-occupations',
  deleteOccupation: 'setting-occupations',
  createCompanyTeam: 'setting-company-team',
  updateCompanyTeam: 'setting-company-team',
  deleteCompanyTeam: 'setting-company-team',
  // A project's business history is customer-side sales information: the customer screen's rule (core §6).
  getBusinessHistories: 'customer',
  createBusinessHistory: 'customer',
  updateBusinessHistory: 'customer',
  deleteBusinessHistory: 'customer',
  uploadBusinessHistoryFile: 'customer',
  downloadBusinessHistoryFile: 'customer',
  deleteBusinessHistoryFile: 'customer',
};

export const AREA_FORBIDDEN_MESSAGE = 'この機能を利用する権限がありません。';
