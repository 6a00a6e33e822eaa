/** Core §1 company types. */
export const COMPANY_TYPE = { franchiseA: 1, franchiseB: 2, franchiseC: 3, general: 99, demo: 999 } as const;
export type CompanyType = (typeof COMPANY_TYPE)[keyof typeof COMPANY_TYPE];
export const COMPANY_TYPE_LABEL: Record<CompanyType, string> = {
  1: 'フランチャイズA',
  2: 'フランチャイズB',
  3: 'フランチャイズC',
  99: '一般',
  999: 'デモ',
};
