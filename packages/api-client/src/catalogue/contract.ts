import { ZIdParams } from '../schemas/common.ts';
import {
  ZContract,
  ZContractModificationRequest,
  ZContractModificationResponse,
  ZContractsInformationResponse,
  ZContractsResponse,
  ZFormalMultipleRequest,
  ZPlansResponse,
  ZUpdateContractRequest,
} from '../schemas/contract.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const WRITE_FAILURE =
  'Contract writes return the body or the error body (core §7): failures are 422 { message, errors } with the option messages of CONTRACT_ERROR_MESSAGES.';

/** Contracts (talk §7 "Contracts", core §7 "Contracts and sales"). */
export const contractEndpoints = defineEndpoints({
  updateContract: {
    method: 'PUT',
    path: '/api/contract/{id}',
    summary: '契約のプラン・期間・試用期間を変更する',
    params: ZIdParams,
    body: ZUpdateContractRequest,
    response: ZContract,
    timeout: TIMEOUTS.default,
    failure: 'error-body',
    design: `Body: any of { contract_plan_id, contract_period, trial_end_date, options[{ option, trial_end_date }] }; returns the contract. Contract-authority holders only. ${WRITE_FAILURE}`,
  },
  formalMultipleContracts: {
    method: 'POST',
    path: '/api/contract/formal/multiple',
    summary: '仮契約をまとめて本契約にする',
    body: ZFormalMultipleRequest,
    response: ZContractsResponse,
    timeout: TIMEOUTS.default,
    failure: 'error-body',
    design: `Body { contract_ids }; each temporary (2) contract becomes using (1); returns them. ${WRITE_FAILURE}`,
  },
  getContractsInformation: {
    method: 'GET',
    path: '/api/contracts/information',
    summary: '会社の契約情報を取得する',
    response: ZContractsInformationResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'The acting company’s contracts, whether use is suspended, and whether paid features are on.',
  },
  getContractPlansInformation: {
    method: 'GET',
    path: '/api/contract/plans/information',
    summary: '契約プランの一覧を取得する',
    response: ZPlansResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'Plans with tax-included yen amounts in force today (core §9), and the tax rate.',
  },
  requestContractModification: {
    method: 'POST',
    path: '/api/contract/modification',
    summary: '契約内容の変更を申し込む',
    body: ZContractModificationRequest,
    response: ZContractModificationResponse,
    timeout: TIMEOUTS.default,
    failure: 'error-body',
    design: `Body { contract_id, contract_plan_id, contract_period, options, memo? }; stored as a request for support to handle. ${WRITE_FAILURE}`,
  },
});
