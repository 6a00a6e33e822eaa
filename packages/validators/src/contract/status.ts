/** Core §4 contract status (7 is a list label only). */
export const CONTRACT_STATUS = {
  using: 1,
  temporary: 2,
  suspended: 3,
  cancellationPending: 4,
  cancelled: 5,
  transfer: 6,
  processing: 7,
} as const;
export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];
export const CONTRACT_STATUS_LABEL: Record<ContractStatus, string> = {
  1: '利用中',
  2: '仮契約',
  3: '利用停止',
  4: '解約予定',
  5: '解約済み',
  6: '移行',
  7: '契約処理中',
};

/** Core §4 contract types (the `contract_type` of a company contract). */
export const CONTRACT_TYPE = {
  using: 'using',
  temporary: 'temporary',
  suspension: 'suspension',
  canceled: 'canceled',
} as const;
export type ContractType = (typeof CONTRACT_TYPE)[keyof typeof CONTRACT_TYPE];

/** Core §4 contract bill status. */
export const CONTRACT_BILL_STATUS = {
  capture: 'capture',
  invalid: 'invalid',
  register: 'register',
  fail: 'fail',
} as const;
export type ContractBillStatus = (typeof CONTRACT_BILL_STATUS)[keyof typeof CONTRACT_BILL_STATUS];

/** Core §4 account change status. */
export const ACCOUNT_CHANGE_STATUS = { authWaiting: 1, expired: 2, completed: 3 } as const;
export type AccountChangeStatus = (typeof ACCOUNT_CHANGE_STATUS)[keyof typeof ACCOUNT_CHANGE_STATUS];

/** Core §4: the suspended-use modal (support contact and a footer button to check the contract). */
export const SUSPENDED_CONTRACT_MESSAGE = {
  title: 'ご利用停止中',
  body: '現在ご利用を停止しています。お手数ですがサポートまでお問い合わせください。',
  button: '契約状況を確認する',
} as const;
