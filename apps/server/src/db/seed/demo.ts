/**
 * The demo logins: one source for the seed, the start banner, the README and
 * the tests (issue 2's fixed points).
 */
export const DEMO_PASSWORD = 'genba-demo';

export const DEMO_LOGINS = {
  /** 会社管理者 of 株式会社山田工務店; has agreed to the terms. */
  companyManager: { email: 'kanri@example.com', password: DEMO_PASSWORD },
  /** 協力会社 member (株式会社木村設備); has NOT agreed to the terms. */
  partner: { email: 'partner@example.com', password: DEMO_PASSWORD },
  /** System administrator (/admin/news) in the operator's own company 現場ポケット運営事務局. */
  systemAdmin: { email: 'admin@example.com', password: DEMO_PASSWORD },
  /** 職長 (foreman) who logs in by phone; the SMS code appears in the server log. */
  foremanTel: { tel: '090-0000-0001', normalized: '09000000001' },
} as const;

export const DEMO_COMPANY_NAME = '株式会社山田工務店';
export const DEMO_PARTNER_COMPANY_NAME = '株式会社木村設備';
