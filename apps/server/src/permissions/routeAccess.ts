import { ALLOWED, AUTH_ID, AUTHORITY, CONTRACT_STATUS, canUpdateMembers } from '@genba/validators';

export type AccessSubject = {
  authId: number;
  memberUpdateAllowed: number;
  contractAuthority: number;
  companyAuthority: number | null;
  contracts: { contractType: number; contractEndDate: string | null }[];
  /** YYYY-MM-DD, Japan time. */
  today: string;
};

/** core §6: a paid feature needs a contract that is using or temporary and not past its end date. */
export const hasActiveContract = (s: AccessSubject): boolean =>
  s.contracts.some(
    (k) =>
      (k.contractType === CONTRACT_STATUS.using || k.contractType === CONTRACT_STATUS.temporary) &&
      (k.contractEndDate === null || k.contractEndDate >= s.today),
  );

/** Routes whose feature comes with the company contract (core §6 access list). */
const CONTRACT_FEATURES = new Set([
  'daily',
  'project-daily',
  'album',
  'attendance',
  'board',
  'schedule-board',
  'aggregate',
  'aggregate-old',
  'customer',
  'building',
  'contractor',
  'genbamastersetting',
]);

const isManager = (authId: number) => authId === AUTH_ID.companyManager || authId === AUTH_ID.officeManager;

/**
 * Whether the member may open the route named by its first path segment
 * (init_data_pc's route_allowed; a refused route sends the client to /talk).
 * The rules of core §6 as far as the data model holds them today.
 */
export const isRouteAllowed = (segment: string, s: AccessSubject): boolean => {
  const free = s.authId === AUTH_ID.free;
  if (CONTRACT_FEATURES.has(segment)) {
    if (!hasActiveContract(s)) return false;
    // Customer information is hidden for cooperation and general roles.
    if (segment === 'customer' || segment === 'building') {
      return s.authId !== AUTH_ID.cooperation && s.authId !== AUTH_ID.general;
    }
    if (segment === 'genbamastersetting') return !free && isManager(s.authId);
    return true;
  }
  switch (segment) {
    case 'member':
      return canUpdateMembers({ auth_id: s.authId, member_update_allowed: s.memberUpdateAllowed });
    case 'setting':
      return !free && (isManager(s.authId) || s.contractAuthority === ALLOWED);
    case 'protec':
      return s.companyAuthority === AUTHORITY.protec;
    case 'contract':
    case 'registercontract':
      return s.authId === AUTH_ID.companyManager && s.contractAuthority === ALLOWED;
    case 'genbamaster':
      return !free && isManager(s.authId);
    default:
      return true;
  }
};
