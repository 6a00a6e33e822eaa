import { type Browser, type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';

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
} as const;

/** Projects the seed puts every demo member on. */
export const SEEDED_PROJECT = '博多駅前ビル 外装改修工事';

export const loginByEmail = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /メールアドレスでログイン/ }).click();
  await expect(page).toHaveURL(/\/login\/email$/);
  await page.getByLabel('メールアドレス', { exact: true }).fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
};

/** A member logged in on /talk in a browser of their own (a new context, so its own session). */
export const signIn = async (
  browser: Browser,
  email: string,
  password: string,
  options?: BrowserContextOptions,
): Promise<Page> => {
  const page = await (await browser.newContext(options)).newPage();
  await loginByEmail(page, email, password);
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

/** The foreman (鈴木 一郎) logs in by phone: the SMS code is read from the dev outbox. */
export const loginForeman = async (page: Page) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /電話番号でログイン/ }).click();
  await page.getByLabel('携帯電話番号').fill(DEMO.foremanTel);
  await page.getByRole('button', { name: '認証コードを送信' }).click();
  await expect(page).toHaveURL(/\/login\/code$/);
  const outbox = await page.request.get(`/__dev/sms-outbox?tel=${DEMO.foremanTel.replaceAll('-', '')}`);
  const { code } = (await outbox.json()) as { code: string };
  await page.getByLabel('認証コード', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/talk$/);
};
