import { mock } from '@genba/api-client/msw';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../test/renderApp.tsx';

describe('/login/rules for a member who has not agreed', () => {
  it('offers ログアウト, which ends the session and reaches /login', async () => {
    const base = mock.fixture('init_data_pc');
    let loggedOut = false;
    const { router, calls } = await renderApp('/talk', [
      mock.override('init_data_pc', () =>
        loggedOut
          ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
          : HttpResponse.json({ ...base, user: { ...base.user, agree_terms_flg: 0 } }),
      ),
      mock.override('logout', () => {
        loggedOut = true;
        return HttpResponse.json({ success: true });
      }),
    ]);
    // The terms page is a lazy route: its first visit in a fresh browser waits for its module to be
    // transformed (over a second on a busy machine, past the poll's default).
    await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe('/login/rules');
    await page.getByRole('link', { name: 'ログアウト' }).click();
    await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe('/login');
    expect(calls.some((call) => call.path === '/api/user/logout')).toBe(true);
  });
});
