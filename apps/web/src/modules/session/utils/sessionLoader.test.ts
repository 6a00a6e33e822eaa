import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createWebApi } from '../../../app/api.ts';
import { createAppQueryClient } from '../../../app/queryClient.ts';
import { createMockFetch } from '../../../test/mockFetch.ts';
import { createSessionLoader } from './sessionLoader.ts';

const load = (path: string) => {
  localStorage.clear();
  const { fetch, calls } = createMockFetch([]);
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
    const { calls, done } = load('/album');
    await done.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.map((call) => call.path)).not.toContain('/api/talk/getProjectList');
  });
});
