import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createMockFetch } from '../test/mockFetch.ts';
import { App } from './App.tsx';
import { createWebApi } from './api.ts';
import { createTestRouter } from './router.tsx';

/** As main.tsx runs the app: the query client comes from a loader, called by the first route that needs it. */
const renderLazily = async (path: string) => {
  sessionStorage.clear();
  localStorage.clear();
  const { fetch } = createMockFetch([]);
  const api = createWebApi({ fetch });
  const client = new QueryClient();
  let loads = 0;
  const queryClient = async () => {
    loads += 1;
    return client;
  };
  const router = createTestRouter({ api, queryClient }, path);
  await render(<App api={api} queryClient={queryClient} router={router} />);
  return { router, loads: () => loads };
};

describe('a lazily created query client', () => {
  it('is not asked for by /login, and is provided to /talk when the member goes there', async () => {
    const { router, loads } = await renderLazily('/login');
    await expect.element(page.getByRole('link', { name: /メールアドレスでログイン/ })).toBeVisible();
    expect(loads()).toBe(0);

    await router.navigate('/talk');
    const list = page.getByRole('list', { name: '現場一覧' });
    await expect.element(list).toBeVisible();
    expect(loads()).toBeGreaterThan(0);
  });

  it('is provided to the login form, which clears the cache after logging in and lands on /talk', async () => {
    const { router } = await renderLazily('/login/email');
    await userEvent.fill(page.getByLabelText('メールアドレス', { exact: true }), 'kanri@example.com');
    await userEvent.fill(page.getByLabelText('パスワード', { exact: true }), 'genba-demo');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/talk'));
    await expect.element(page.getByRole('list', { name: '現場一覧' })).toBeVisible();
  });
});
