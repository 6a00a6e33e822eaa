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
});
