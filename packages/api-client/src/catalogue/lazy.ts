import type { EndpointDef } from './define.ts';
import type { EndpointName, Endpoints } from './index.ts';

/**
 * The catalogue, one family file at a time. A browser app does not need the
 * schemas of 175 calls before its first screen: `lazyEndpoints` knows which
 * family file holds each call (a table of names only) and imports that file at
 * the family's first call, so /login loads the user family when the form is
 * sent and /talk loads talk and user. The server, MSW and tests keep using the
 * whole `endpoints` object.
 */
const FAMILY_LOADERS = {
  adminUser: () => import('./adminUser.ts').then((m) => m.adminUserEndpoints),
  album: () => import('./album.ts').then((m) => m.albumEndpoints),
  attendance: () => import('./attendance.ts').then((m) => m.attendanceEndpoints),
  bbs: () => import('./bbs.ts').then((m) => m.bbsEndpoints),
  contactPerson: () => import('./contactPerson.ts').then((m) => m.contactPersonEndpoints),
  contract: () => import('./contract.ts').then((m) => m.contractEndpoints),
  contractor: () => import('./contractor.ts').then((m) => m.contractorEndpoints),
  customer: () => import('./customer.ts').then((m) => m.customerEndpoints),
  daily: () => import('./daily.ts').then((m) => m.dailyEndpoints),
  external: () => import('./external.ts').then((m) => m.externalEndpoints),
  folder: () => import('./folder.ts').then((m) => m.folderEndpoints),
  member: () => import('./member.ts').then((m) => m.memberEndpoints),
  memberRepresent: () => import('./memberRepresent.ts').then((m) => m.memberRepresentEndpoints),
  mention: () => import('./mention.ts').then((m) => m.mentionEndpoints),
  monitoring: () => import('./monitoring.ts').then((m) => m.monitoringEndpoints),
  news: () => import('./news.ts').then((m) => m.newsEndpoints),
  project: () => import('./project.ts').then((m) => m.projectEndpoints),
  sales: () => import('./sales.ts').then((m) => m.salesEndpoints),
  schedule: () => import('./schedule.ts').then((m) => m.scheduleEndpoints),
  send: () => import('./send.ts').then((m) => m.sendEndpoints),
  storage: () => import('./storage.ts').then((m) => m.storageEndpoints),
  subcontractor: () => import('./subcontractor.ts').then((m) => m.subcontractorEndpoints),
  talk: () => import('./talk.ts').then((m) => m.talkEndpoints),
  user: () => import('./user.ts').then((m) => m.userEndpoints),
} as const;

export type EndpointFamily = keyof typeof FAMILY_LOADERS;

/** The entries of each family, by type only (erased at build, so no schema is imported here). */
type Families = {
  adminUser: typeof import('./adminUser.ts')['adminUserEndpoints'];
  album: typeof import('./album.ts')['albumEndpoints'];
  attendance: typeof import('./attendance.ts')['attendanceEndpoints'];
  bbs: typeof import('./bbs.ts')['bbsEndpoints'];
  contactPerson: typeof import('./contactPerson.ts')['contactPersonEndpoints'];
  contract: typeof import('./contract.ts')['contractEndpoints'];
  contractor: typeof import('./contractor.ts')['contractorEndpoints'];
  customer: typeof import('./customer.ts')['customerEndpoints'];
  daily: typeof import('./daily.ts')['dailyEndpoints'];
  external: typeof import('./external.ts')['externalEndpoints'];
  folder: typeof import('./folder.ts')['folderEndpoints'];
  member: typeof import('./member.ts')['memberEndpoints'];
  memberRepresent: typeof import('./memberRepresent.ts')['memberRepresentEndpoints'];
  mention: typeof import('./mention.ts')['mentionEndpoints'];
  monitoring: typeof import('./monitoring.ts')['monitoringEndpoints'];
  news: typeof import('./news.ts')['newsEndpoints'];
  project: typeof import('./project.ts')['projectEndpoints'];
  sales: typeof import('./sales.ts')['salesEndpoints'];
  schedule: typeof import('./schedule.ts')['scheduleEndpoints'];
  send: typeof import('./send.ts')['sendEndpoints'];
  storage: typeof import('./storage.ts')['storageEndpoints'];
  subcontractor: typeof import('./subcontractor.ts')['subcontractorEndpoints'];
  talk: typeof import('./talk.ts')['talkEndpoints'];
  user: typeof import('./user.ts')['userEndpoints'];
};

type FamilyOf<N extends string> = {
  [F in EndpointFamily]: N extends keyof Families[F] ? F : never;
}[EndpointFamily];

/**
 * Which family file holds each call. The type checks it both ways: every call
 * of the catalogue is listed, and each is listed under the file that declares it.
 */
export const FAMILY_OF = {
  getMembers: 'member',
  getMember: 'member',
  deleteMember: 'member',
  moveMemberOffice: 'member',
  getCompanySetting: 'member',
  updateCompanySetting: 'member',
  getOffices: 'member',
  createOffice: 'member',
  updateOffice: 'member',
  deleteOffice: 'member',
  sendInvitationEmail: 'member',
  sendInvitationTel: 'member',
  getInvitations: 'member',
  deleteInvitation: 'member',
  getInvitationByLink: 'member',
  registerInvitation: 'member',
  getAdminUsers: 'adminUser',
  createAdminUser: 'adminUser',
  updateAdminUser: 'adminUser',
  deleteAdminUser: 'adminUser',
  getInitFieldAlbumData: 'album',
  getFieldAlbumData: 'album',
  updatePicturesTag: 'album',
  shareFieldPhoto: 'album',
  deletePictures: 'album',
  detachFieldPhoto: 'album',
  detachGroupPhoto: 'album',
  detachMemberPhoto: 'album',
  disabledFieldPhoto: 'album',
  disabledGroupPicturePhoto: 'album',
  disabledMemberPicturePhoto: 'album',
  updateBuildingPictureLastSorting: 'album',
  album_image_tag_multi: 'album',
  album_image_delete_multi: 'album',
  albumSync: 'album',
  getCommonAlbumAllData: 'album',
  albumPhotoFile: 'album',
  albumPhotoIntegrity: 'album',
  getAlbumCaching: 'album',
  getInitAlbumData: 'album',
  getAlbumDownloadSetting: 'album',
  updateAlbumDownloadSetting: 'album',
  downloadContent: 'album',
  albumPush: 'album',
  getTagGroupSettings: 'album',
  createTagGroup: 'album',
  sortTagGroups: 'album',
  updateTagGroup: 'album',
  deleteTagGroup: 'album',
  createTag: 'album',
  sortTags: 'album',
  updateTag: 'album',
  deleteTag: 'album',
  deleteBbsFile: 'bbs',
  updateBbsFile: 'bbs',
  updateBbsMember: 'bbs',
  updateChatroomEmergencyContact: 'bbs',
  updateReadStatusFile: 'bbs',
  getContactPersons: 'contactPerson',
  getContactPerson: 'contactPerson',
  createContactPerson: 'contactPerson',
  updateContactPerson: 'contactPerson',
  deleteContactPerson: 'contactPerson',
  updateContract: 'contract',
  formalMultipleContracts: 'contract',
  getContractsInformation: 'contract',
  getContractPlansInformation: 'contract',
  requestContractModification: 'contract',
  getContractors: 'contractor',
  getContractor: 'contractor',
  getContractorsCountTotal: 'contractor',
  getContractorFilters: 'contractor',
  createContractorFilter: 'contractor',
  deleteContractorFilter: 'contractor',
  getContractorColumnList: 'contractor',
  saveContractorColumnList: 'contractor',
  customerSpsList: 'customer',
  getCustomers: 'customer',
  getCustomer: 'customer',
  createCustomer: 'customer',
  updateCustomer: 'customer',
  deleteCustomer: 'customer',
  getBuildings: 'customer',
  getBuilding: 'customer',
  createBuilding: 'customer',
  updateBuilding: 'customer',
  deleteBuilding: 'customer',
  daily_management: 'daily',
  getDaily: 'daily',
  daily_management_confirm: 'daily',
  daily_management_post_bbs_message: 'daily',
  daily_management_editing_post: 'daily',
  daily_management_editing: 'daily',
  copy_previous_daily: 'daily',
  exists_attendance: 'daily',
  getMemberProjects: 'daily',
  getCompanyProjects: 'daily',
  getDailyWeatherLocation: 'daily',
  updateMultiDailyData: 'daily',
  proxyRegist: 'daily',
  deleteDaily: 'daily',
  createDaily: 'daily',
  updateDailyData: 'daily',
  check_project_daily: 'daily',
  dailyMessageDisplay: 'daily',
  getAttendanceToday: 'attendance',
  getAttendanceMonth: 'attendance',
  attendanceClock: 'attendance',
  attendanceChangeRequest: 'attendance',
  getAttendanceChangeRequests: 'attendance',
  reviewAttendanceChangeRequest: 'attendance',
  attendanceMonthLock: 'attendance',
  getAggregate: 'attendance',
  exportAggregate: 'attendance',
  geocode: 'external',
  postalCode: 'external',
  sendFax: 'external',
  createPictureFolder: 'folder',
  createPictureFolders: 'folder',
  sortPictureFolders: 'folder',
  updatePictureFolder: 'folder',
  deletePictureFolder: 'folder',
  createMemberRepresent: 'memberRepresent',
  deleteMemberRepresent: 'memberRepresent',
  mention: 'mention',
  mention_count: 'mention',
  mention_status: 'mention',
  mention_read: 'mention',
  update_unpopup: 'news',
  update_read_news: 'news',
  pc_news: 'news',
  sp_news: 'news',
  admin_news: 'news',
  delete_news: 'news',
  admin_news_create: 'news',
  admin_news_save: 'news',
  admin_news_update: 'news',
  update_read_all: 'news',
  deleteProject: 'project',
  getProjectEdit: 'project',
  createProject: 'project',
  updateProject: 'project',
  createProtecProject: 'project',
  updateProtecProject: 'project',
  deleteFieldSubAll: 'project',
  getCaseList: 'project',
  getCaseColumnList: 'project',
  saveCaseColumnList: 'project',
  getCompletionStatuses: 'project',
  updateCompletionStatus: 'project',
  exec_contracttrans: 'sales',
  check_card: 'sales',
  searchCard: 'sales',
  getPlans: 'sales',
  checkSettlementCardExpire: 'sales',
  sendFieldMessage: 'send',
  sendGroupMessage: 'send',
  sendMemberMessage: 'send',
  sendFieldStamp: 'send',
  sendGroupStamp: 'send',
  sendMemberStamp: 'send',
  sendWorkingTime: 'send',
  sendFieldPhoto: 'send',
  sendGroupPhoto: 'send',
  sendMemberPhoto: 'send',
  sendChatroomFirstPhoto: 'send',
  sendMemberFirstPhoto: 'send',
  sendFieldFile: 'send',
  chatroomDispoffMessage: 'send',
  privateDispoffMessage: 'send',
  updateFieldMessage: 'send',
  deleteFieldMessage: 'send',
  deleteGroupMessage: 'send',
  deleteMemberMessage: 'send',
  storeAlbum: 'storage',
  storageField: 'storage',
  storageFieldFile: 'storage',
  storageGroupFile: 'storage',
  storageMemberFile: 'storage',
  deleteStorageGroupFile: 'storage',
  deleteStorageMemberFile: 'storage',
  getSubcontractors: 'subcontractor',
  inviteSubcontractors: 'subcontractor',
  deleteSubcontractor: 'subcontractor',
  init_subcontractor: 'subcontractor',
  regist_company: 'subcontractor',
  registExistsCompany: 'subcontractor',
  updateCompany: 'subcontractor',
  caseCollection: 'talk',
  pinTalkSite: 'talk',
  unpinTalkSite: 'talk',
  createGroupRoom: 'talk',
  getTalkContacts: 'talk',
  groupListSearch: 'talk',
  getProjectList: 'talk',
  getMessageReaders: 'talk',
  talkEvents: 'talk',
  getGroupChatList: 'talk',
  getGroupAndPrivateChatList: 'talk',
  getTalkByFieldId: 'talk',
  getTalkGroupList: 'talk',
  getTalkByRoomId: 'talk',
  getChatroomByRoomId: 'talk',
  getTalkMembers: 'talk',
  readAllMessage: 'talk',
  linkPreview: 'talk',
  checkPqaActive: 'talk',
  getTagMasterList: 'talk',
  getInitArrowChatData: 'talk',
  getArrowChatMessages: 'talk',
  getBbsMessages: 'talk',
  getInitPrivateChatData: 'talk',
  login_pc: 'user',
  login_sp: 'user',
  sms_request: 'user',
  sms_login: 'user',
  sms_request_again: 'user',
  verify_tel_number: 'user',
  password_reset_request: 'user',
  password_reset: 'user',
  verify_auth_number: 'user',
  init_data_sp: 'user',
  init_data_pc: 'user',
  getAppendInitData: 'user',
  logout: 'user',
  switch_user_company: 'user',
  update_login_company: 'user',
  agree_terms: 'user',
  getAllEmail: 'user',
  user_belong_officies: 'user',
  getUserData: 'user',
  check_password: 'user',
  chekUserPassword: 'user',
  createMember: 'user',
  updateMember: 'user',
  reportClientError: 'monitoring',
  getScheduleBoard: 'schedule',
  createScheduleTask: 'schedule',
  updateScheduleTask: 'schedule',
  deleteScheduleTask: 'schedule',
  moveScheduleTasks: 'schedule',
  updateScheduleStatus: 'schedule',
  confirmSchedule: 'schedule',
  listScheduleTemplates: 'schedule',
  createScheduleTemplate: 'schedule',
  renameScheduleTemplate: 'schedule',
  deleteScheduleTemplate: 'schedule',
  applyScheduleTemplate: 'schedule',
} as const satisfies { readonly [N in EndpointName]: FamilyOf<N> };

/**
 * A catalogue whose entries arrive on demand. `load` resolves a call's entry
 * (importing its family file at first use, then from the module cache);
 * `C` types the calls without importing a schema.
 */
export type LazyCatalogue<C extends Record<string, EndpointDef>> = {
  readonly lazy: true;
  readonly load: (name: string) => Promise<EndpointDef | undefined>;
  /** Type only, never set: the catalogue whose calls a client over this one types. */
  readonly catalogue?: C;
};

export const isLazyCatalogue = <C extends Record<string, EndpointDef>>(
  value: C | LazyCatalogue<C>,
): value is LazyCatalogue<C> => (value as { lazy?: unknown }).lazy === true;

const familyOf = (name: string): EndpointFamily | undefined =>
  Object.hasOwn(FAMILY_OF, name) ? (FAMILY_OF as Record<string, EndpointFamily>)[name] : undefined;

/** The whole catalogue, loaded one family file at a time. */
export const lazyEndpoints: LazyCatalogue<Endpoints> = {
  lazy: true,
  load: async (name) => {
    const family = familyOf(name);
    if (!family) return undefined;
    const entries: Record<string, EndpointDef> = await FAMILY_LOADERS[family]();
    return entries[name];
  },
};
