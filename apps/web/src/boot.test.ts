import { afterEach, describe, expect, it, vi } from 'vitest';

const { loadAppQueryClient, preloadFamily } = vi.hoisted(() => ({
  loadAppQueryClient: vi.fn(() => new Promise<never>(() => {})),
  preloadFamily: vi.fn((_family: string) => Promise.resolve()),
}));
vi.mock('./app/lazyQueryClient.ts', () => ({ loadAppQueryClient }));
vi.mock('@genba/api-client/catalogue/lazyCatalogue', () => ({ lazyEndpoints: { preloadFamily } }));

const { startFirstLoad } = await import('./boot.ts');

/** What boot.ts starts when `path` is opened. */
const bootAt = (path: string, { signedIn = false } = {}) => {
  if (signedIn) localStorage.setItem('genba.signedIn', '1');
  else localStorage.removeItem('genba.signedIn');
  loadAppQueryClient.mockClear();
  preloadFamily.mockClear();
  startFirstLoad(path);
};

afterEach(() => localStorage.removeItem('genba.signedIn'));

describe('boot.ts', () => {
  it("starts fetching the query client beside /talk's chunk, for the session check and the page", () => {
    bootAt('/talk');
    expect(loadAppQueryClient).toHaveBeenCalledTimes(1);
    expect(preloadFamily.mock.calls.map(([family]) => family).sort()).toEqual(['talk', 'user']);
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
