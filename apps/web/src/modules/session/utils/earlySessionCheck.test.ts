import { mock } from '@genba/api-client/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebApi } from '../../../app/api.ts';
import { forgetEarlyRequests, withEarlyRequests } from '../../../app/earlyRequests.ts';
import { startEarlySessionCheck } from './earlySessionCheck.ts';
import { currentDevice } from './sessionQuery.ts';

const initData = () =>
  new Response(JSON.stringify(mock.fixture(currentDevice() === 'pc' ? 'init_data_pc' : 'init_data_sp')), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** The network as boot.ts and the client see it: every request sent, each answered with the init data. */
const network = () => {
  const sent: { url: string; headers: Headers }[] = [];
  const send = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), headers: new Headers(init?.headers) });
    return initData();
  });
  vi.stubGlobal('fetch', send);
  return { sent, send };
};

/** The session check the root loader makes, through the app's client over `fetch`. */
const sessionCall = (fetch: typeof globalThis.fetch) => {
  const { client } = createWebApi({ fetch });
  return currentDevice() === 'pc'
    ? client.call('init_data_pc', { params: { firstPathSegment: 'talk' } })
    : client.call('init_data_sp');
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('genba.signedIn');
  // Whatever a test left unclaimed is dropped, so the next test starts without it.
  forgetEarlyRequests();
});

describe('earlySessionCheck', () => {
  it("answers the client's first session check from the request boot.ts sent: one request, not two", async () => {
    const { sent, send } = network();
    startEarlySessionCheck('/talk');
    expect(sent).toHaveLength(1);
    const result = await sessionCall(withEarlyRequests(send));
    expect(result.ok).toBe(true);
    // The client's own request would have been the same: had it differed, it would have gone out.
    expect(sent).toHaveLength(1);
    // Taken once: the next check is asked of the server.
    await sessionCall(withEarlyRequests(send));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.url).toBe(sent[0]?.url);
  });

  it('is not taken by a request with other operation headers (someone is already known)', async () => {
    const { sent, send } = network();
    startEarlySessionCheck('/talk');
    const { client, operation } = createWebApi({ fetch: withEarlyRequests(send) });
    operation.set({ memberId: 5, companyId: 1 });
    await (currentDevice() === 'pc'
      ? client.call('init_data_pc', { params: { firstPathSegment: 'talk' } })
      : client.call('init_data_sp'));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('X-Operation-Member')).toBe('5');
  });

  it('sends nothing for a logged-out visitor of a public screen (no 401 in the console)', () => {
    const { sent } = network();
    startEarlySessionCheck('/login');
    expect(sent).toHaveLength(0);
    localStorage.setItem('genba.signedIn', '1');
    startEarlySessionCheck('/login');
    expect(sent).toHaveLength(1);
  });

  it("gives up the answer when the client's call is aborted (its time-out)", async () => {
    const { send } = network();
    send.mockImplementationOnce(() => new Promise<Response>(() => {}));
    startEarlySessionCheck('/talk');
    const controller = new AbortController();
    const url = send.mock.calls[0]?.[0] as string;
    const headers = send.mock.calls[0]?.[1]?.headers;
    const taken = withEarlyRequests(send)(url, { method: 'GET', headers, signal: controller.signal });
    controller.abort(new DOMException('timeout', 'AbortError'));
    await expect(taken).rejects.toThrow('timeout');
  });
});
