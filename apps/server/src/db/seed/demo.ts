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
  /** 会社管理者 of 株式会社西日本住設, an installer (protec, authority 16) partner of 山田工務店; has agreed. */
  protecManager: { email: 'sekoten@example.com', password: DEMO_PASSWORD },
  /** 職長 (foreman) who logs in by phone; the SMS code appears in the server log. */
  foremanTel: { tel: '090-0000-0001', normalized: '09000000001' },
} as const;

export const DEMO_COMPANY_NAME = '株式会社山田工務店';
export const DEMO_PARTNER_COMPANY_NAME = '株式会社木村設備';
/** The installer (protec) company that registers projects with a 工事受付 for 山田工務店. */
export const DEMO_PROTEC_COMPANY_NAME = '株式会社西日本住設';

/**
 * The seed's clock: the day the demo's schedule, dailies and talk are written around (足場組立 in progress,
 * 外壁洗浄 next week). End-to-end specs set the browser to it (tests/e2e/seedClock.ts).
 */
export const DEMO_SEED_DAY = '2026-11-23';

/**
 * A demo contract's end date (YYYY-MM-DD): the last day of the month `months` after the later of the seed's
 * day and `today` (in Japan). The server checks contracts against the real date, so a demo seeded on any
 * day keeps its paid features open for that many months instead of expiring on a fixed date.
 */
export const demoContractEnd = (today: string, months: number): string => {
  const from = today > DEMO_SEED_DAY ? today : DEMO_SEED_DAY;
  // Day 0 of the month after is the last day of the month wanted (UTC calendar maths, no time zone).
  const end = new Date(Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) + months, 0));
  return end.toISOString().slice(0, 10);
};
