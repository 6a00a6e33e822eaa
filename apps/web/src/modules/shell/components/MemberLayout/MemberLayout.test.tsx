import { mock } from '@genba/api-client/msw';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../../../test/renderApp.tsx';

describe('MemberLayout', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('shows the side menu of the pages that exist, and logging out from it ends at /login', async () => {
    await page.viewport(1280, 800);
    // The server forgets the session once the logout call arrives.
    let loggedOut = false;
    const { router } = await renderApp('/talk', [
      mock.override('init_data_pc', () =>
        loggedOut
          ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
          : HttpResponse.json(mock.fixture('init_data_pc')),
      ),
      mock.override('logout', () => {
        loggedOut = true;
        return HttpResponse.json({ success: true });
      }),
    ]);
    const menu = page.getByRole('navigation', { name: 'サイドメニュー' });
    await expect
      .element(menu.getByRole('link', { name: '利用規約' }))
      .toHaveAttribute('href', '/login/rules');
    await expect.element(menu.getByRole('link', { name: '案件一覧' })).toHaveAttribute('href', '/case');
    await expect.element(menu.getByRole('link', { name: 'ヘルプセンター' })).not.toBeInTheDocument();
    await expect.element(menu.getByRole('link', { name: 'マニュアル' })).not.toBeInTheDocument();
    await menu.getByRole('link', { name: 'ログアウト' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
  });

  it('marks the current page in the phone navigation', async () => {
    await page.viewport(360, 740);
    await renderApp('/talk');
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    await expect.element(nav.getByRole('link', { name: 'トーク' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: 'メニュー' })).not.toBeInTheDocument();
  });

  it('opens the account menu from the header name with the companies and offices to switch to', async () => {
    await page.viewport(1280, 800);
    await renderApp('/talk');
    await page.getByRole('button', { name: /^山田 太郎.*アカウントメニュー$/ }).click();
    const menu = page.getByRole('dialog', { name: '山田 太郎' });
    await expect
      .element(menu.getByRole('button', { name: '株式会社山田工務店' }))
      .toHaveAttribute('aria-current', 'true');
    await expect.element(menu.getByRole('button', { name: '有限会社佐藤設備' })).toBeVisible();
    await expect.element(menu.getByRole('button', { name: '福岡支店' })).toBeVisible();
    await expect
      .element(menu.getByRole('link', { name: 'プロフィール編集' }))
      .toHaveAttribute('href', '/account');
  });
});
