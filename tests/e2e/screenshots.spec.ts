import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, expectTalkWithSeededProject, loginByEmail, test } from './support.ts';

/**
 * The README's screenshots (docs/screenshots). Run on purpose with
 * `GENBA_SCREENSHOTS=1 npx playwright test -c tests/e2e/playwright.config.ts screenshots`,
 * so an ordinary test run does not rewrite committed images.
 */
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.skip(!process.env.GENBA_SCREENSHOTS, 'set GENBA_SCREENSHOTS=1 to refresh docs/screenshots');

for (const { name, width, height } of [
  { name: 'pc', width: 1280, height: 800 },
  { name: 'sp', width: 360, height: 740 },
]) {
  test(`login and talk at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    await page.getByRole('link', { name: /メールアドレスでログイン/ }).waitFor();
    await page.screenshot({ path: path.join(outDir, `login-${name}.png`) });

    await loginByEmail(page, DEMO.manager.email, DEMO.manager.password);
    await expectTalkWithSeededProject(page);
    await page.screenshot({ path: path.join(outDir, `talk-${name}.png`) });
  });
}
