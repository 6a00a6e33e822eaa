import type { ZConstructionReceptionInput } from '@genba/api-client/schemas';
import { hasProtecAuthority, PROTEC_MESSAGE } from '@genba/validators';
import type { z } from 'zod';
import type { CompanyRow } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { isCompanyRow } from '../../db/companyRows.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { createProjectWith, type ProjectWriteExtra, updateProjectWith } from './index.ts';
import {
  findPartnerLink,
  findPartnerLinkByCompany,
  isCompanyStaff,
  primeContractorsOf,
  type ReceptionValues,
  saveReception,
} from './protecQueries.ts';

/**
 * The installer (protec) variant of project create and update (core §3, §6, §7
 * project_protec) and the designed read of its prime contractors. A protec company
 * (authority 16) installs for the prime contractors (元請) that registered it as
 * their partner company; the project rules are createProject's, shared, not copied.
 */

/** Core §6: only a company with protec authority registers installer projects. */
const requireProtec = (company: CompanyRow) => {
  if (!hasProtecAuthority(company.authority)) throw forbidden(PROTEC_MESSAGE.authority);
};

type ReceptionInput = z.output<typeof ZConstructionReceptionInput>;

/**
 * The reception's ids must hang together: the relation names the acting company as the
 * partner, the company is that relation's prime contractor (found from the company when
 * only it is sent), and the office and member are that contractor's. 422 on dataProtec.<field>.
 */
const checkReception = async (db: Db, companyId: number, input: ReceptionInput): Promise<ReceptionValues> => {
  const errors: Record<string, string[]> = {};
  const relationId = input.pc_t_subcontractor_relation_id ?? null;
  const sentCompanyId = input.prime_contractor_company_id ?? null;
  const link =
    relationId !== null
      ? await findPartnerLink(db, relationId, companyId)
      : sentCompanyId !== null
        ? await findPartnerLinkByCompany(db, sentCompanyId, companyId)
        : undefined;
  if (relationId !== null && !link) errors.pc_t_subcontractor_relation_id = [PROTEC_MESSAGE.relation];
  else if (relationId === null && sentCompanyId !== null && !link)
    errors.prime_contractor_company_id = [PROTEC_MESSAGE.relation];
  else if (link && sentCompanyId !== null && sentCompanyId !== link.companyId)
    errors.prime_contractor_company_id = [PROTEC_MESSAGE.company];
  const primeId = link?.companyId ?? null;
  const officeId = input.prime_contractor_office_id ?? null;
  if (officeId !== null && (primeId === null || !(await isCompanyRow(db, 'office', primeId, officeId))))
    errors.prime_contractor_office_id = [PROTEC_MESSAGE.office];
  const memberId = input.prime_contractor_member ?? null;
  if (memberId !== null && (primeId === null || !(await isCompanyStaff(db, primeId, memberId))))
    errors.prime_contractor_member = [PROTEC_MESSAGE.member];
  if (Object.keys(errors).length > 0) throw validationFailed({ dataProtec: errors });
  return {
    receptionDate: input.reception_date ?? null,
    receptionNumber: input.reception_number || null,
    primeContractorCompanyId: primeId,
    primeContractorOfficeId: officeId,
    primeContractorMember: memberId,
    mConstructionTypeId: input.m_construction_type_id ?? null,
    pcTSubcontractorRelationId: link?.id ?? null,
  };
};

const receptionWrite =
  (db: Db, companyId: number, input: ReceptionInput): ProjectWriteExtra =>
  async () => {
    const values = await checkReception(db, companyId, input);
    return (tx, projectId) => saveReception(tx, projectId, values);
  };

export const protecRoutes = [
  implement('createProtecProject', ({ db, body, member, company, deps }) => {
    requireProtec(company);
    const { dataProtec, ...project } = body;
    return createProjectWith(
      { db, member, company, deps },
      project,
      receptionWrite(db, company.id, dataProtec),
    );
  }),

  implement('updateProtecProject', ({ db, params, body, member, company, deps }) => {
    requireProtec(company);
    const { dataProtec, ...project } = body;
    return updateProjectWith(
      { db, member, company, deps },
      params.id,
      project,
      receptionWrite(db, company.id, dataProtec),
    );
  }),

  implement('getPrimeContractors', async ({ db, company }) => {
    requireProtec(company);
    return { data: await primeContractorsOf(db, company.id) };
  }),
];
