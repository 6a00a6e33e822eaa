import { type Browser, type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';

/**
 * The `test` every spec uses. The browser lives for the whole worker, so a context a test opens
 * itself (signIn, browser.newContext) would outlive it: a page left open in a room kept reading the
 * next test's messages live (talk.spec's mention badge never rose). Each such context closes when
 * its test ends.
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
});

/** The demo logins of the seed (issue 2 fixed points). */
export const DEMO = {
  manager: { email: 'kanri@example.com', password: 'genba-demo' },
  partner: { email: 'partner@example.com', password: 'genba-demo' },
  /** The partner company's foreman (林 勇気), a member of the seeded project's room. */
  partnerForeman: { email: 'partner-shokucho@example.com', password: 'genba-demo' },
  /** The system administrator (/admin). */
  admin: { email: 'admin@example.com', password: 'genba-demo' },
  foremanTel: '090-0000-0001',
  /** The manager of 株式会社西日本住設, an installer (protec) partner of 山田工務店. */
  protecManager: { email: 'sekoten@example.com', password: 'genba-demo' },
} as const;

/** Projects the seed puts every demo member on. */
export const SEEDED_PROJECT = '博多駅前ビル 外装改修工事';

/** Through the login screen, as a member types it: for flows about logging in (the rest use loginByApi). */
export const loginByEmail = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /メールアドレスでログイン/ }).click();
  await expect(page).toHaveURL(/\/login\/email$/);
  await page.getByLabel('メールアドレス', { exact: true }).fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
};

/**
 * A login call as the login screens make it, from the page's browser context: page.request shares the
 * context's cookies, so the session lands in the browser. The CSRF guard wants what a browser sends;
 * page.request sends no Sec-Fetch-Site, so it carries the site's own Origin.
 */
const loginCall = async (page: Page, path: string, data: Record<string, string>) => {
  const response = await page.request.post(path, { data, headers: { Origin: baseURL } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
};

/**
 * Opens /talk after a login call and waits for its header, which shows once the app has read the
 * session: the app then remembers the browser is signed in (as useFinishLogin tells it after the
 * screen's login). Without that, a next goto to /admin/news, public by the spec's word rule, skips
 * the session and fails (useMember is only for member routes).
 */
const openTalkSignedIn = async (page: Page) => {
  await page.goto('/talk');
  await expect(page.getByRole('banner')).toBeVisible();
};

/**
 * Logs in through the call the e-mail screen makes, then opens /talk: for flows whose subject is not
 * the login screen (login.spec and a few others keep loginByEmail), a few seconds less per login. What
 * the screen does after the call (useFinishLogin) only matters in a browser already used; /talk's
 * guard still sends a member who has not agreed to the terms to them.
 */
export const loginByApi = async (page: Page, email: string, password: string) => {
  // Below @genba/ui's PC_LAYOUT_QUERY (992 px) the screen calls the smartphone login.
  const device = (page.viewportSize()?.width ?? 1280) < 992 ? 'sp' : 'pc';
  await loginCall(page, `/api/user/email/login_${device}`, { email, password });
  await openTalkSignedIn(page);
};

/** A member logged in on /talk in a browser of their own (a new context, so its own session). */
export const signIn = async (
  browser: Browser,
  email: string,
  password: string,
  options?: BrowserContextOptions,
): Promise<Page> => {
  const page = await (await browser.newContext(options)).newPage();
  await loginByApi(page, email, password);
  await expect(page).toHaveURL(/\/talk$/);
  return page;
};

/** From /talk, into the seeded project's room. */
export const openSeededRoom = async (page: Page) => {
  await page.getByRole('link', { name: SEEDED_PROJECT }).click();
  await expect(page).toHaveURL(/\/talk\/field\/\d+$/);
};

/** A member signed in, in the seeded project's room, its composer ready. */
export const openSeededRoomAs = async (browser: Browser, email: string, password: string): Promise<Page> => {
  const page = await signIn(browser, email, password);
  await openSeededRoom(page);
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeEnabled();
  return page;
};

/** A room's timeline. */
export const timeline = (page: Page) => page.getByRole('log', { name: 'メッセージ' });

export const expectTalkWithSeededProject = async (page: Page) => {
  await expect(page).toHaveURL(/\/talk$/);
  await expect(page.getByRole('list', { name: '現場一覧' }).getByText(SEEDED_PROJECT)).toBeVisible();
};

/** The newest SMS in the dev outbox to a number, if any. */
export const latestSms = async (page: Page, tel: string) => {
  const response = await page.request.get(`/__dev/sms-outbox?tel=${tel.replaceAll('-', '')}`);
  return response.ok() ? ((await response.json()) as { code: string | null; sent_at: string }) : undefined;
};

/** The newest mail to `to` in the development outbox, or undefined before one arrives. */
export const latestMail = async (page: Page, to: string) => {
  const response = await page.request.get(`/__dev/mail-outbox?to=${encodeURIComponent(to)}`);
  return response.ok()
    ? ((await response.json()) as { subject: string; text: string; sent_at: string })
    : undefined;
};

/**
 * The foreman (鈴木 一郎) logs in by phone through the calls the SMS screens make, the code read from the
 * dev outbox, and lands on /talk. login.spec logs him in through the screens.
 */
export const loginForeman = async (page: Page) => {
  const earlier = (await latestSms(page, DEMO.foremanTel))?.sent_at;
  await loginCall(page, '/api/user/sms/request', { tel_number: DEMO.foremanTel });
  // The code reaches the outbox after the call answers, and the outbox shows an earlier login's code till then.
  let code = '';
  await expect
    .poll(
      async () => {
        const sms = await latestSms(page, DEMO.foremanTel);
        code = sms && sms.sent_at !== earlier ? (sms.code ?? '') : '';
        return code;
      },
      { message: 'the new SMS code in the dev outbox' },
    )
    .toMatch(/^\d{6}$/);
  await loginCall(page, '/api/user/sms/login', { tel_number: DEMO.foremanTel, auth_number: code });
  await openTalkSignedIn(page);
  await expect(page).toHaveURL(/\/talk$/);
};
