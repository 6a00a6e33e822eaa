import type {
  TCaseRow,
  TCompletionStatusSetting,
  TConstructionReception,
  TProject,
} from '@genba/api-client/schemas';
import {
  PROJECT_COMPLETION_STATUS_COLOR,
  PROJECT_COMPLETION_STATUS_LABEL,
  type ProjectCompletionStatus,
} from '@genba/validators';
import { toWireDateTime } from '../user/wire.ts';
import type { ReceptionRow } from './protecQueries.ts';
import type { CaseRow, CompletionStatusRow } from './queries.ts';

/** Rows to the api-client's wire shapes (pure; tested without a database). */

const STATUSES = Object.keys(PROJECT_COMPLETION_STATUS_LABEL).map(Number) as ProjectCompletionStatus[];

/**
 * A case row as the list and the edit form read it. `showCustomer` is false for
 * the roles customer information is hidden from (core §6): the names are nulled
 * here, on the server, not only in the menu.
 */
export const toWireCaseRow = (row: CaseRow, showCustomer: boolean): TCaseRow => {
  const p = row.project;
  const project: TProject = {
    id: p.id,
    company_id: p.companyId,
    chatroom_id: row.chatroomId,
    case_name: p.caseName,
    case_name_kana: p.caseNameKana || null,
    case_status: p.completionStatus,
    source: p.source,
    launch_date: p.launchDate,
    construction_type_id: p.constructionTypeId,
    office_id: p.officeId,
    sale_man: p.saleMan,
    fore_man: p.foreMan,
    customer_id: showCustomer ? p.customerId : null,
    customer_name: showCustomer ? row.customerName : null,
    customer_address: showCustomer ? row.customerAddress : null,
    building_id: showCustomer ? p.buildingId : null,
    building_name: showCustomer ? row.buildingName : null,
    building_address: showCustomer ? row.buildingAddress : null,
    case_type: p.caseType,
    partner_company: p.partnerCompany,
    memo: p.memo,
    team_names: p.teamNames,
    postcode: p.postcode,
    address: p.address,
    latitude: p.latitude,
    longitude: p.longitude,
    external_linked: p.externalLinked,
    contract_date: p.contractDate,
    survey_date: p.surveyDate,
    business_date: p.businessDate,
    construction_start_date: p.startDate,
    construction_end_date: p.endDate,
    delivery_date: p.deliveryDate,
    intermediate_date: p.intermediateDate,
    final_date: p.finalDate,
    reception_date: p.receptionDate,
    created_at: toWireDateTime(p.createdAt),
    updated_at: toWireDateTime(p.updatedAt),
  };
  return {
    ...project,
    office_name: row.officeName,
    sale_man_name: row.saleManName,
    fore_man_name: row.foreManName,
  };
};

/** The ten statuses in order: the company's wording where it has one, the defaults elsewhere. */
export const toWireCompletionStatuses = (rows: CompletionStatusRow[]): TCompletionStatusSetting[] =>
  STATUSES.map((status) => {
    const own = rows.find((r) => r.status === status);
    return {
      status,
      name: own?.name ?? PROJECT_COMPLETION_STATUS_LABEL[status],
      memo: own?.memo ?? '',
      color: own?.color ?? PROJECT_COMPLETION_STATUS_COLOR[status],
    };
  });

/** A stored construction reception (the installer variant, core §3) as getProjectEdit answers it. */
export const toWireReception = (r: ReceptionRow): TConstructionReception => ({
  field_id: r.fieldId,
  reception_date: r.receptionDate,
  reception_number: r.receptionNumber,
  prime_contractor_company_id: r.primeContractorCompanyId,
  prime_contractor_office_id: r.primeContractorOfficeId,
  prime_contractor_member: r.primeContractorMember,
  m_construction_type_id: r.mConstructionTypeId,
  pc_t_subcontractor_relation_id: r.pcTSubcontractorRelationId,
});
