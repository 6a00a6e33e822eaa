import type { CompanyRow, MemberRow } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { contractsOf } from '../routes/user/queries.ts';
import { toWireDateTime } from '../routes/user/wire.ts';
import type { AccessSubject } from './routeAccess.ts';

/** YYYY-MM-DD in Japan (contract end dates are Japanese calendar days). */
export const todayInJapan = (now: Date): string => toWireDateTime(now).slice(0, 10);

/** What the access rule reads about a caller: their member record and their company's contracts. */
export const accessSubjectOf = (
  member: MemberRow,
  company: CompanyRow,
  contracts: { contractType: number; contractEndDate: string | null }[],
  now: Date,
): AccessSubject => ({
  authId: member.authId,
  memberUpdateAllowed: member.memberUpdateAllowed,
  contractAuthority: member.contractAuthority,
  companyAuthority: company.authority,
  contracts,
  today: todayInJapan(now),
});

/** As accessSubjectOf, reading the company's contracts. */
export const loadAccessSubject = async (db: Db, member: MemberRow, company: CompanyRow, now: Date) =>
  accessSubjectOf(member, company, await contractsOf(db, company.id), now);
