/**
 * Paging and limits of core §5/§9 and talk §9. Timeouts are not here: they
 * belong to @genba/api-client.
 */
export const LIMITS = {
  paging: {
    offset: 0,
    limit: 50,
    tinyLimit: 20,
    cases: 30,
    customers: 30,
    buildings: 30,
    notifications: 20,
    schedule: 30,
    chatGroups: 1000,
    caseRows: 32,
    messages: 30,
  },
  pinnedSites: 3,
  emergencyContactsViewed: 5,
  workDetails: 10,
  mentions: 99,
  taskListAvatars: 4,
  mapZoom: { min: 1, max: 21, default: 14, defaultAlbum: 17 },
  maxFloor: 999,
  buildingArea: 999_999.99,
  scheduleMember: 999.9,
  excelExport: { maxDays: 365, defaultDays: 93 },
  tag: 32,
  tagGroup: 20,
  taskStatusName: 10,
  description: 100,
  statusMemo: 100,
  fileName: 255,
  /** Core §5 "logo max 5": read as 5 MB per file (see LOGO_LIMIT). */
  logo: { maxMegabytes: 5, extensions: ['jpeg', 'jpg', 'gif', 'png'] },
  reportCompanyName: { lines: 2, chars: 30 },
  invitationName: 20,
  password: { min: 6, max: 20 },
  email: { local: 64, total: 256 },
  postalCodeDigits: 7,
  stepLog: 30,
  virtualList: { overscan: 2, estimatedItemSize: 50, scrollResetDelayMs: 150 },
} as const;

/** Core §6 / §9: the plan id a company gets when none is set. */
export const DEFAULT_PLAN_ID = 100;

/** Core §9 / talk §9: the version label the client shows. */
export const CLIENT_VERSION_LABEL = '3.0.0';
