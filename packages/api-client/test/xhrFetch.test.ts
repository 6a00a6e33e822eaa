import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type UploadProgress, type XhrLike } from '../src/client/index.ts';
import { SESSION_EXPIRED_MESSAGE } from '../src/schemas/errors.ts';
import { testEndpoints } from './testCatalogue.ts';

type Answer =
  | { kind: 'load'; status: number; body: unknown }
  | { kind: 'error' }
  /** Never answers: the call ends only by cancel or time-out. */
  | { kind: 'hang' };

// Node has Event but no ProgressEvent; the transport reads nothing from these.
const event = (type: string) => new Event(type) as ProgressEvent;

/** A scripted XMLHttpRequest: reports `steps` bytes of progress, then answers. */
class FakeXhr implements XhrLike {
  static made: FakeXhr[] = [];
  withCredentials = false;
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: unknown;
  aborted = false;
  readonly answer: Answer;
  readonly steps: readonly number[];
  constructor(answer: Answer, steps: readonly number[]) {
    this.answer = answer;
    this.steps = steps;
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-test: 1\r\n';
  }
  send(body?: unknown) {
    this.body = body;
    const total = this.steps.at(-1) ?? 0;
    setTimeout(() => {
      for (const loaded of this.steps)
        this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
      const a = this.answer;
      if (a.kind === 'hang' || this.aborted) return;
      if (a.kind === 'error') {
        this.onerror?.(event('error'));
        return;
      }
      this.status = a.status;
      this.response = new Blob([JSON.stringify(a.body)]);
      this.onload?.(event('load'));
    }, 5);
  }
  abort() {
    this.aborted = true;
    this.onabort?.(event('abort'));
  }
}

const file = new Blob(['x'.repeat(300)], { type: 'application/pdf' });
const body = { field_id: 1, file, tag_setting_ids: [2], folder_id: null };

const clientWith = (answer: Answer, steps: readonly number[] = [100, 200, 300], expired = vi.fn()) => {
  FakeXhr.made = [];
  const fetchSpy = vi.fn<typeof fetch>();
  const api = createApiClient({
    baseUrl: 'http://genba.test',
    endpoints: testEndpoints,
    context: () => ({ memberId: 7, companyId: 3, fieldId: null }),
    onSessionExpired: expired,
    fetch: fetchSpy,
    createXhr: () => new FakeXhr(answer, steps),
  });
  return { api, fetchSpy, expired };
};

describe('uploads with progress (XMLHttpRequest)', () => {
  it('reports each step of the bytes sent and answers the parsed response, with headers and cookie', async () => {
    const { api, fetchSpy } = clientWith({ kind: 'load', status: 200, body: { received: { file: ['a'] } } });
    const seen: UploadProgress[] = [];
    const result = await api.call('storePhoto', { body }, { onUploadProgress: (p) => seen.push(p) });
    expect(result).toEqual({ ok: true, status: 200, data: { received: { file: ['a'] } } });
    expect(seen).toEqual([
      { loaded: 100, total: 300 },
      { loaded: 200, total: 300 },
      { loaded: 300, total: 300 },
    ]);
    const xhr = FakeXhr.made[0];
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('http://genba.test/api/storage/storeAlbum');
    expect(xhr?.withCredentials).toBe(true);
    expect(xhr?.headers.get('x-operation-member')).toBe('7');
    expect(xhr?.headers.get('x-operation-field')).toBe('');
    // The browser sets the multipart boundary itself: no Content-Type is forced.
    expect(xhr?.headers.has('content-type')).toBe(false);
    const sent = xhr?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent instanceof FormData && sent.get('file')).toBeInstanceOf(Blob);
  });

  it('a 419 reports the session expiry once, in the same shape as fetch', async () => {
    const { api, expired } = clientWith({
      kind: 'load',
      status: 419,
      body: { message: SESSION_EXPIRED_MESSAGE },
    });
    const result = await api.call('storePhoto', { body }, { onUploadProgress: () => {} });
    expect(result).toMatchObject({ ok: false, status: 419, messages: [SESSION_EXPIRED_MESSAGE] });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("a 422's messages arrive as the server wrote them", async () => {
    const { api } = clientWith({
      kind: 'load',
      status: 422,
      body: {
        message: 'ファイルの内容が拡張子と一致しません。',
        errors: { file: ['ファイルの内容が拡張子と一致しません。'] },
      },
    });
    const result = await api.call('storePhoto', { body }, { onUploadProgress: () => {} });
    expect(result).toMatchObject({ ok: false, status: 422 });
    expect(result.ok || result.messages).toContain('ファイルの内容が拡張子と一致しません。');
  });

  it('the AbortSignal aborts the request and the call reports Canceled', async () => {
    const { api } = clientWith({ kind: 'hang' });
    const controller = new AbortController();
    const pending = api.call(
      'storePhoto',
      { body },
      { signal: controller.signal, onUploadProgress: () => {} },
    );
    await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, status: 0, reason: 'Canceled' });
    expect(FakeXhr.made[0]?.aborted).toBe(true);
  });

  it("the entry's time-out aborts the request as Timeout", async () => {
    vi.useFakeTimers();
    try {
      const { api } = clientWith({ kind: 'hang' });
      const pending = api.call('storePhoto', { body }, { onUploadProgress: () => {} });
      await vi.advanceTimersByTimeAsync(1_001);
      expect(await pending).toMatchObject({ ok: false, reason: 'Timeout' });
      expect(FakeXhr.made[0]?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a network failure reports Network Interruption', async () => {
    const { api } = clientWith({ kind: 'error' });
    const result = await api.call('storePhoto', { body }, { onUploadProgress: () => {} });
    expect(result).toMatchObject({ ok: false, status: 0, reason: 'Network Interruption' });
  });

  it('a call without onUploadProgress keeps fetch', async () => {
    const { api, fetchSpy } = clientWith({ kind: 'hang' });
    fetchSpy.mockResolvedValue(Response.json({ received: {} }));
    const result = await api.call('storePhoto', { body });
    expect(result.ok).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(FakeXhr.made).toHaveLength(0);
  });
});
