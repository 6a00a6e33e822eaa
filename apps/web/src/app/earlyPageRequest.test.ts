import type { Endpoints, ResponseOf } from '@genba/api-client';
import { mock } from '@genba/api-client/msw';
import { HttpResponse, http } from 'msw';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlySessionCheck } from '../modules/session/utils/earlySessionCheck.ts';
import { createSessionLoader } from '../modules/session/utils/sessionLoader.ts';
import { createMockFetch, type RecordedCall } from '../test/mockFetch.ts';
import { createWebApi } from './api.ts';
import { startEarlyPageRequest } from './earlyPageRequest.ts';
import { forgetEarlyRequests, withEarlyRequests } from './earlyRequests.ts';
import { pageFor } from './pages.ts';
import { createAppQueryClient } from './queryClient.ts';

/**
 * A first visit as it runs: boot.ts's early session check and early page request go out through
 * the global fetch, then the app's real client (through withEarlyRequests) runs the root loader,
 * whose prefetch makes the page's first call. Each side's requests are recorded apart.
 */
const visit = (path: string, overrides: Parameters<typeof createMockFetch>[0] = []) => {
  localStorage.clear();
  const server = createMockFetch(overrides);
  const boot: RecordedCall[] = [];
  const app: RecordedCall[] = [];
  const through =
    (seen: RecordedCall[]): typeof fetch =>
    async (input, init) => {
      const before = server.calls.length;
      const answer = server.fetch(input, init);
      await answer.catch(() => undefined);
      seen.push(...server.calls.slice(before));
      return answer;
    };
  vi.stubGlobal('fetch', through(boot));
  const url = new URL(path, window.location.origin);
  const sessionAnswer = startEarlySessionCheck(url.pathname);
  const first = pageFor(url.pathname)?.firstRequest;
  if (sessionAnswer && first) startEarlyPageRequest(first, url, sessionAnswer);

  const api = createWebApi({ fetch: withEarlyRequests(through(app)) });
  const queryClient = createAppQueryClient();
  const loader = createSessionLoader({ api, queryClient });
  const done = loader({ request: new Request(url), params: {} } as LoaderFunctionArgs);
  return { boot, app, done, queryClient };
};

const paths = (calls: RecordedCall[]) => calls.map((call) => call.path);
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  forgetEarlyRequests();
});

describe('earlyPageRequest', () => {
  it("sends /talk's getProjectList once the session check lets the member in; the page's prefetch takes it", async () => {
    const { boot, app, done, queryClient } = visit('/talk');
    await done;
    const lists = () => queryClient.getQueryCache().findAll({ queryKey: ['genba', 'getProjectList'] });
    await vi.waitFor(() => expect(lists().map((query) => query.state.status)).toEqual(['success']));
    await settle();
    expect(paths(boot)).toEqual(['/api/user/pc/init_data_pc/talk', '/api/talk/getProjectList']);
    // Had the client's own request differed (URL, a header), it would have gone out here.
    expect(paths(app)).toEqual([]);
    expect(boot[1]?.headers.get('X-Operation-Member')).not.toBe('');
    expect(boot[1]?.headers.get('X-Operation-Company')).not.toBe('');
    queryClient.clear();
  });

  it("sends /album's first page of the project in the URL; the page's prefetch takes it", async () => {
    const { boot, app, done } = visit('/album?project_id=5001');
    await done;
    await vi.waitFor(() =>
      expect(paths(boot).filter((path) => path.startsWith('/api/album/getCommonAlbumAllData/'))).toHaveLength(
        1,
      ),
    );
    await settle();
    expect(boot[1]?.search.get('field_id')).toBe('5001');
    expect(paths(app).filter((path) => path.startsWith('/api/album/getCommonAlbumAllData/'))).toEqual([]);
  });

  it('sends nothing more for a member the guard sends elsewhere (terms not agreed, area refused)', async () => {
    const answering = (change: (init: ResponseOf<Endpoints['init_data_pc']>) => object) =>
      http.get('*/api/user/pc/init_data_pc/:segment', () =>
        HttpResponse.json(change(mock.fixture('init_data_pc'))),
      );
    const termsNotAgreed = answering((init) => ({ ...init, user: { ...init.user, agree_terms_flg: 0 } }));
    const talk = visit('/talk', [termsNotAgreed]);
    await expect(talk.done).rejects.toMatchObject({ status: 302 });
    await settle();
    expect(paths(talk.boot)).toEqual(['/api/user/pc/init_data_pc/talk']);
    forgetEarlyRequests();

    const refused = answering((init) => ({ ...init, route_allowed: false }));
    const album = visit('/album', [refused]);
    await expect(album.done).rejects.toMatchObject({ status: 302 });
    await settle();
    expect(paths(album.boot)).toEqual(['/api/user/pc/init_data_pc/album']);
  });

  it('sends nothing more when the session check answers 401', async () => {
    const anonymous = http.get('*/api/user/pc/init_data_pc/:segment', () =>
      HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
    );
    const { boot, done } = visit('/talk', [anonymous]);
    await done.catch(() => undefined);
    await settle();
    expect(paths(boot)).toEqual(['/api/user/pc/init_data_pc/talk']);
  });
});

describe('earlyPageRequest onAnswer', () => {
  it("hands the answer's body to onAnswer, and the client still reads the whole answer", async () => {
    localStorage.clear();
    const server = createMockFetch();
    vi.stubGlobal('fetch', server.fetch);
    const url = new URL('/talk', window.location.origin);
    const sessionAnswer = startEarlySessionCheck(url.pathname);
    if (!sessionAnswer) throw new Error('no session check');
    const onAnswer = vi.fn();
    await startEarlyPageRequest(
      { call: 'getProjectList', request: () => ({ query: {} }), onAnswer },
      url,
      sessionAnswer,
    );
    const { client, operation } = createWebApi({ fetch: withEarlyRequests(server.fetch) });
    const init = await client.call('init_data_pc', { params: { firstPathSegment: 'talk' } });
    if (!init.ok) throw new Error('no init data');
    operation.set({ memberId: init.data.user.member_id, companyId: init.data.user.login_company_id });
    const list = await client.call('getProjectList', { query: {} });
    expect(list.ok).toBe(true);
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer.mock.calls[0]?.[0]).toMatchObject({ projects: expect.any(Array) });
    // Both were taken from boot's requests: two requests in all.
    expect(server.calls.map((call) => call.path)).toEqual([
      '/api/user/pc/init_data_pc/talk',
      '/api/talk/getProjectList',
    ]);
  });
});
