import { afterEach, describe, expect, it, vi } from 'vitest';

/** What boot.ts asked for, in order: `family:<name>`, `query client`, `page`. */
const { started, loadAppQueryClient, preloadFamily } = vi.hoisted(() => {
  const started: string[] = [];
  return {
    started,
    loadAppQueryClient: vi.fn(() => {
      started.push('query client');
      return new Promise<never>(() => {});
    }),
    preloadFamily: vi.fn((family: string) => {
      started.push(`family:${family}`);
      return Promise.resolve();
    }),
  };
});
vi.mock('./app/lazyQueryClient.ts', () => ({ loadAppQueryClient }));
// The session check it sends at once has its own test (earlySessionCheck.test.ts).
vi.mock('./modules/session/utils/earlySessionCheck.ts', () => ({ startEarlySessionCheck: () => {} }));
vi.mock('@genba/api-client/catalogue/lazyCatalogue', () => ({ lazyEndpoints: { preloadFamily } }));
vi.mock('./app/pages.ts', async (original) => {
  const actual = await original<typeof import('./app/pages.ts')>();
  return {
    ...actual,
    // The page's own chunk is not imported here: only when boot.ts asks for it.
    pageFor: (pathname: string) => {
      const page = actual.pageFor(pathname);
      const load = () => {
        started.push('page');
        return new Promise<never>(() => {});
      };
      const prefetchModule =
        page?.prefetchModule &&
        (() => {
          started.push('prefetch module');
          return new Promise<never>(() => {});
        });
      return page && { ...page, load, ...(prefetchModule ? { prefetchModule } : {}) };
    },
  };
});

const { startFirstLoad } = await import('./boot.ts');

/** What boot.ts starts when `path` is opened. */
const bootAt = (path: string, { signedIn = false } = {}) => {
  if (signedIn) localStorage.setItem('genba.signedIn', '1');
  else localStorage.removeItem('genba.signedIn');
  loadAppQueryClient.mockClear();
  preloadFamily.mockClear();
  started.length = 0;
  startFirstLoad(path);
};

afterEach(() => localStorage.removeItem('genba.signedIn'));

describe('boot.ts', () => {
  it("starts fetching the query client beside /talk's chunk, for the session check and the page", () => {
    bootAt('/talk');
    expect(loadAppQueryClient).toHaveBeenCalledTimes(1);
    expect(preloadFamily.mock.calls.map(([family]) => family).sort()).toEqual(['talk', 'user']);
  });

  it("asks for the session check's chunks before the page's (they queued behind its thirty-odd chunks)", () => {
    bootAt('/talk');
    expect(started).toEqual(['family:user', 'query client', 'family:talk', 'prefetch module', 'page']);
  });

  it('leaves the query client out of /login for a visitor who was not signed in', () => {
    bootAt('/login');
    expect(loadAppQueryClient).not.toHaveBeenCalled();
    expect(preloadFamily).not.toHaveBeenCalled();
  });

  it('fetches it on /login when this browser was signed in (the session check sends the member home)', () => {
    bootAt('/login', { signedIn: true });
    expect(loadAppQueryClient).toHaveBeenCalledTimes(1);
  });
});
