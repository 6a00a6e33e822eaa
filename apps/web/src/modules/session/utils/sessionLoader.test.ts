import { HttpResponse, http } from 'msw';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createWebApi } from '../../../app/api.ts';
import { createAppQueryClient } from '../../../app/queryClient.ts';
import { createMockFetch } from '../../../test/mockFetch.ts';
import { ALBUM_FIRST_PAGE_SIZE } from '../../album/hooks/albumFirstPage.ts';
import { createSessionLoader } from './sessionLoader.ts';

const load = (path: string, overrides: Parameters<typeof createMockFetch>[0] = []) => {
  localStorage.clear();
  const { fetch, calls } = createMockFetch(overrides);
  const api = createWebApi({ fetch });
  const queryClient = createAppQueryClient();
  const loader = createSessionLoader({ api, queryClient });
  const request = new Request(new URL(path, window.location.origin));
  return { calls, queryClient, done: loader({ request, params: {} } as LoaderFunctionArgs) };
};

describe('createSessionLoader', () => {
  it("starts /talk's project list once the session check lets the member in, before the page mounts", async () => {
    const { calls, queryClient, done } = load('/talk');
    await done;
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/talk/getProjectList')).toHaveLength(1),
    );
    queryClient.clear();
  });

  it('prefetches nothing for a page without a first query', async () => {
    const { calls, done } = load('/customer');
    await done.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    const paths = calls.map((call) => call.path);
    expect(paths).not.toContain('/api/talk/getProjectList');
    expect(paths.some((path) => path.startsWith('/api/album/'))).toBe(false);
  });

  it("starts /album's first page of the project in the URL before the page mounts", async () => {
    const { calls, done } = load('/album?project_id=5001');
    await done;
    const firstPages = () =>
      calls.filter((call) => call.path.startsWith('/api/album/getCommonAlbumAllData/'));
    await vi.waitFor(() => expect(firstPages()).toHaveLength(1));
    const search = firstPages()[0]?.search;
    expect(search?.get('field_id')).toBe('5001');
    expect(search?.get('limit')).toBe(String(ALBUM_FIRST_PAGE_SIZE));
  });

  it('treats a 401 after another call took the 419 as an expired session, not a logged-out visitor', async () => {
    const unauthenticated = http.get('*/api/user/pc/init_data_pc/:segment', () =>
      HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    );
    const { done } = load('/talk', [unauthenticated]);
    // No 419 seen: a visitor who is not logged in, sent to /login.
    await expect(done).rejects.toMatchObject({ status: 302 });

    // The 419 went to a call that raced ahead and cleared the cookie; the init data then met a 401.
    const { fetch } = createMockFetch([unauthenticated]);
    const api = createWebApi({ fetch });
    api.expiry.markExpired();
    const loader = createSessionLoader({ api, queryClient: createAppQueryClient() });
    const request = new Request(new URL('/talk', window.location.origin));
    await expect(loader({ request, params: {} } as LoaderFunctionArgs)).resolves.toEqual({
      session: { status: 'expired' },
    });
  });
});
