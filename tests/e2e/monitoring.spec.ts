import { expect } from '@playwright/test';
import { test } from './support.ts';

/**
 * Error monitoring end to end (talk §8, §9): errors in the page travel from
 * the browser's reporter to the real server, which records them (the server
 * log by default). The login page is public, so a visitor without a session
 * reports too; its expected 401 is not reported.
 */
test('uncaught errors and unhandled rejections on /login reach the server; Warning messages and the 401 do not', async ({
  page,
}) => {
  const reports: { kind: string; message: string; page: string }[] = [];
  const answers: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/monitoring/events')) reports.push(request.postDataJSON());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/monitoring/events')) answers.push(response.status());
  });

  await page.goto('/login?from=e2e');
  await expect(page.getByRole('link', { name: /メールアドレスでログイン/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reports).toEqual([]);

  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Warning: dropped by the rules');
    });
    setTimeout(() => {
      throw new TypeError('e2e uncaught error');
    });
    void Promise.reject(new Error('e2e unhandled rejection'));
  });

  await expect.poll(() => answers.length).toBe(2);
  expect(answers).toEqual([200, 200]);
  expect(
    reports
      .map(({ kind, message, page: path }) => ({ kind, message, path }))
      .sort((a, b) => a.kind.localeCompare(b.kind)),
  ).toEqual([
    { kind: 'error', message: 'e2e uncaught error', path: '/login' },
    { kind: 'unhandledrejection', message: 'e2e unhandled rejection', path: '/login' },
  ]);
});
