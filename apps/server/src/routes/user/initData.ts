import type { TInitData } from '@genba/api-client/schemas';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../http/implement.ts';
import { workerRequiredAuthIds } from '../companySetting/queries.ts';
import { companiesOfUser, contractsOf, officeIdsOfMember, officesOf } from './queries.ts';
import {
  toWireBelongCompany,
  toWireBelongOffice,
  toWireCompany,
  toWireMember,
  toWireOffice,
  toWireUser,
} from './wire.ts';

/**
 * What every page needs after login (init_data_sp, and init_data_pc before
 * route_allowed), with the company's contract rows it was built from so that
 * init_data_pc decides route_allowed without reading them again.
 */
export const loadInitData = async (
  db: Db,
  caller: Caller,
): Promise<{ data: TInitData; contracts: Awaited<ReturnType<typeof contractsOf>> }> => {
  const { user, member, company, auth } = caller;
  const [officeRows, contracts, memberOfficeIds, belongs, workerRequires] = await Promise.all([
    officesOf(db, company.id),
    contractsOf(db, company.id),
    officeIdsOfMember(db, member.id),
    companiesOfUser(db, user.id),
    workerRequiredAuthIds(db, company.id),
  ]);
  const data: TInitData = {
    user: toWireUser(user, member, company, auth.officeId),
    member: toWireMember(member, user, memberOfficeIds),
    company: toWireCompany(company, officeRows, contracts, workerRequires),
    offices: officeRows.map((o) => toWireOffice(o, company)),
    belong_offices: officeRows
      .filter((o) => memberOfficeIds.includes(o.id))
      .map((o) => toWireBelongOffice(o, company)),
    belong_companies: belongs.map(({ company: k }) => toWireBelongCompany(k)),
  };
  return { data, contracts };
};
