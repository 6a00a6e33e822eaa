import { defineExamples, foreignCompany } from './types.ts';

/**
 * Contracts, sales and partner companies (core §7): the calls without input,
 * made by the company manager, who holds the contract authority. The calls
 * with input follow with their routes.
 */
export const contractExamples = defineExamples({
  getContractsInformation: { valid: () => ({}), invalid: foreignCompany },
  getContractPlansInformation: { valid: () => ({}), invalid: foreignCompany },
  searchCard: { valid: () => ({}), invalid: foreignCompany },
  getPlans: { valid: () => ({}), invalid: foreignCompany },
  checkSettlementCardExpire: { valid: () => ({}), invalid: foreignCompany },
  getContractorsCountTotal: { valid: () => ({}), invalid: foreignCompany },
  getContractorFilters: { valid: () => ({}), invalid: foreignCompany },
  getContractorColumnList: { valid: () => ({}), invalid: foreignCompany },
  init_subcontractor: { valid: () => ({}), invalid: foreignCompany },
});
