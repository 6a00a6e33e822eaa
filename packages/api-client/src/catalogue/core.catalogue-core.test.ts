import { describe, expect, it } from 'vitest';
import { adminUserFixtures } from '../fixtures/adminUser.ts';
import { contactPersonFixtures } from '../fixtures/contactPerson.ts';
import { contractFixtures } from '../fixtures/contract.ts';
import { contractorFixtures } from '../fixtures/contractor.ts';
import { customerFixtures } from '../fixtures/customer.ts';
import { externalFixtures } from '../fixtures/external.ts';
import { memberRepresentFixtures } from '../fixtures/memberRepresent.ts';
import { projectFixtures } from '../fixtures/project.ts';
import { salesFixtures } from '../fixtures/sales.ts';
import { subcontractorFixtures } from '../fixtures/subcontractor.ts';
import { userFixtures } from '../fixtures/user.ts';
import { adminUserEndpoints } from './adminUser.ts';
import { contactPersonEndpoints } from './contactPerson.ts';
import { contractEndpoints } from './contract.ts';
import { contractorEndpoints } from './contractor.ts';
import { customerEndpoints } from './customer.ts';
import { type EndpointDef, TIMEOUTS } from './define.ts';
import { externalEndpoints } from './external.ts';
import { memberRepresentEndpoints } from './memberRepresent.ts';
import { projectEndpoints } from './project.ts';
import { salesEndpoints } from './sales.ts';
import { subcontractorEndpoints } from './subcontractor.ts';
import { userEndpoints } from './user.ts';

/**
 * The core-side families checked against the spec: every default fixture
 * parses with its entry's response schema, and the spec's method, path and
 * timeout are what the catalogue says.
 */
const FAMILIES: Record<string, [Record<string, EndpointDef>, Record<string, () => unknown>]> = {
  user: [userEndpoints, userFixtures],
  adminUser: [adminUserEndpoints, adminUserFixtures],
  contactPerson: [contactPersonEndpoints, contactPersonFixtures],
  contract: [contractEndpoints, contractFixtures],
  sales: [salesEndpoints, salesFixtures],
  contractor: [contractorEndpoints, contractorFixtures],
  subcontractor: [subcontractorEndpoints, subcontractorFixtures],
  memberRepresent: [memberRepresentEndpoints, memberRepresentFixtures],
  project: [projectEndpoints, projectFixtures],
  customer: [customerEndpoints, customerFixtures],
  external: [externalEndpoints, externalFixtures],
};

const D = TIMEOUTS.default;

/** [name, method, path, timeout] as talk §7/§9 and core §7 give them. */
const SPEC: [string, string, string, number][] = [
  ['login_pc', 'POST', '/api/user/email/login_pc', TIMEOUTS.emailLogin],
  ['login_sp', 'POST', '/api/user/email/login_sp', TIMEOUTS.emailLogin],
  ['sms_request', 'POST', '/api/user/sms/request', D],
  ['sms_login', 'POST', '/api/user/sms/login', D],
  ['sms_request_again', 'POST', '/api/user/sms/request_again', D],
  ['verify_tel_number', 'POST', '/api/user/sms/verify-tel-number', D],
  ['password_reset', 'POST', '/api/password/reset', D],
  ['verify_auth_number', 'POST', '/api/user/verify-auth-number', D],
  ['init_data_sp', 'GET', '/api/user/init_data_sp', D],
  ['init_data_pc', 'GET', '/api/user/pc/init_data_pc/{firstPathSegment}', D],
  ['logout', 'POST', '/api/user/logout', D],
  ['getAppendInitData', 'GET', '/api/user/getAppendInitData', D],
  ['switch_user_company', 'PUT', '/api/user/switch_user_company', D],
  ['update_login_company', 'PUT', '/api/user/update_login_company', D],
  ['getAllEmail', 'GET', '/api/user/getAllEmail', D],
  ['user_belong_officies', 'GET', '/api/user/user_belong_officies', D],
  ['getUserData', 'GET', '/api/user/getUserData', D],
  ['check_password', 'GET', '/api/user/email/check_password', TIMEOUTS.passwordCheck],
  ['chekUserPassword', 'POST', '/api/user/chekUserPassword', TIMEOUTS.passwordCheck],
  ['agree_terms', 'PUT', '/api/user/{id}', D],
  ['createMember', 'POST', '/api/member', D],
  ['updateMember', 'PUT', '/api/member/{id}', D],
  ['getAdminUsers', 'GET', '/api/admin_user', D],
  ['createAdminUser', 'POST', '/api/admin_user', D],
  ['updateAdminUser', 'PUT', '/api/admin_user', D],
  ['deleteAdminUser', 'DELETE', '/api/admin_user/{id}', D],
  ['getContactPersons', 'GET', '/api/contactPerson', D],
  ['getContactPerson', 'GET', '/api/contactPerson/{id}', D],
  ['createContactPerson', 'POST', '/api/contactPerson', D],
  ['updateContactPerson', 'PUT', '/api/contactPerson/{id}', D],
  ['deleteContactPerson', 'DELETE', '/api/contactPerson/{id}', D],
  ['updateContract', 'PUT', '/api/contract/{id}', D],
  ['formalMultipleContracts', 'POST', '/api/contract/formal/multiple', D],
  ['getContractsInformation', 'GET', '/api/contracts/information', D],
  ['getContractPlansInformation', 'GET', '/api/contract/plans/information', D],
  ['requestContractModification', 'POST', '/api/contract/modification', D],
  ['exec_contracttrans', 'POST', '/api/sales/exec_contracttrans', TIMEOUTS.contractTrans],
  ['check_card', 'POST', '/api/sales/check_card', D],
  ['searchCard', 'GET', '/api/sales/searchCard', D],
  ['getPlans', 'GET', '/api/sales/getPlans', D],
  ['checkSettlementCardExpire', 'GET', '/api/sales/checkSettlementCardExpire', D],
  ['getContractors', 'GET', '/api/contractors', D],
  ['getContractor', 'GET', '/api/contractors/{id}', D],
  ['getContractorsCountTotal', 'GET', '/api/contractors-count-total', D],
  ['getContractorFilters', 'GET', '/api/contractor-filters', D],
  ['createContractorFilter', 'POST', '/api/contractor-filters', D],
  ['deleteContractorFilter', 'DELETE', '/api/contractor-filters/{id}', D],
  ['getContractorColumnList', 'GET', '/api/users_contractor_column_list', D],
  ['saveContractorColumnList', 'POST', '/api/users_contractor_column_list', D],
  ['getSubcontractors', 'GET', '/api/setting/subcontractor', D],
  ['inviteSubcontractors', 'POST', '/api/setting/subcontractor', D],
  ['deleteSubcontractor', 'DELETE', '/api/setting/subcontractor/{id}', D],
  ['init_subcontractor', 'GET', '/api/setting/subcontractor/init_subcontractor', D],
  ['regist_company', 'POST', '/api/setting/subcontractor/regist_company', D],
  ['registExistsCompany', 'POST', '/api/setting/subcontractor/registExistsCompany', D],
  ['updateCompany', 'POST', '/api/setting/subcontractor/updateCompany', D],
  ['createMemberRepresent', 'POST', '/api/member-represent', D],
  ['deleteMemberRepresent', 'DELETE', '/api/delete/{id}/member-represent', D],
  ['deleteProject', 'DELETE', '/api/project/{id}', D],
  ['getProjectEdit', 'GET', '/api/project/{id}/edit', D],
  ['createProject', 'POST', '/api/project', D],
  ['updateProject', 'PUT', '/api/project/{id}', D],
  ['createProtecProject', 'POST', '/api/project_protec/create', D],
  ['updateProtecProject', 'PUT', '/api/project_protec/{id}/update', D],
  ['deleteFieldSubAll', 'DELETE', '/api/field/sub/delete-all/{id}', D],
  ['customerSpsList', 'POST', '/api/customer-sps-list', D],
];

/** [name, failure convention] where talk §8 / core §8 fix it. */
const FAILURES: [string, string][] = [
  ['login_pc', 'status'],
  ['sms_login', 'status'],
  ['createAdminUser', 'status-errors'],
  ['updateAdminUser', 'status-errors'],
  ['createContactPerson', 'status-errors'],
  ['updateContactPerson', 'status-errors'],
  ['updateContract', 'error-body'],
  ['formalMultipleContracts', 'error-body'],
  ['requestContractModification', 'error-body'],
  ['getContractsInformation', 'false'],
  ['getContractPlansInformation', 'false'],
  ['exec_contracttrans', 'error-body'],
  ['deleteProject', 'success-false'],
  ['getProjectEdit', 'success-false'],
  ['createProject', 'success-false'],
  ['updateProject', 'success-false'],
  ['createProtecProject', 'success-false'],
  ['updateProtecProject', 'success-false'],
  ['getContractors', 'false'],
  ['init_subcontractor', 'false'],
];

const all: Record<string, EndpointDef> = Object.assign(
  {},
  ...Object.values(FAMILIES).map(([entries]) => entries),
);

describe('core catalogue against the spec', () => {
  it.each(SPEC)('%s is %s %s with a %d ms timeout', (name, method, path, timeout) => {
    const entry = all[name];
    expect(entry, name).toBeDefined();
    expect(entry?.method).toBe(method);
    expect(entry?.path).toBe(path);
    expect(entry?.timeout).toBe(timeout);
  });

  it.each(FAILURES)('%s fails by the %s convention', (name, failure) => {
    expect(all[name]?.failure).toBe(failure);
  });

  it('has no two entries on the same method and path, nor a name used twice', () => {
    const routes = Object.values(all).map((entry) => `${entry.method} ${entry.path}`);
    expect(routes.length - new Set(routes).size).toBe(0);
    const names = Object.values(FAMILIES).flatMap(([entries]) => Object.keys(entries));
    expect(names.length - new Set(names).size).toBe(0);
  });

  it('names every path placeholder in the params schema and uses only GET without a body', () => {
    for (const [name, entry] of Object.entries(all)) {
      const placeholders = [...entry.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      if (placeholders.length > 0) expect(entry.params, name).toBeDefined();
      if (entry.method === 'GET') expect(entry.body, name).toBeUndefined();
    }
  });
});

describe.each(Object.entries(FAMILIES))('%s fixtures', (_family, [entries, fixtures]) => {
  it('has one default fixture per entry and no more', () => {
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(entries).sort());
  });

  it.each(Object.keys(entries))('default fixture of %s parses with its response schema', (name) => {
    const entry = entries[name];
    const fixture = fixtures[name];
    if (!entry || !fixture) throw new Error(`missing ${name}`);
    expect(entry.response.safeParse(fixture()).error).toBeUndefined();
  });
});
