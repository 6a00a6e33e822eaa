/**
 * The mobile bridge in real Chromium (project api-client-browser). The Node
 * tests (test/bridge.test.ts) drive it with fake windows; these drive the real
 * `window`, `document`, `navigator.geolocation`, `window.open` and `<a>`/`<input>`
 * elements: first as a plain browser, then with a simulated React Native
 * WebView host installed on `window`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAddressResult } from '../fixtures/external.ts';
import { ZAddressResult } from '../schemas/external.ts';
import { BRIDGE_TIMEOUTS } from './constants.ts';
import { createBridge } from './createBridge.ts';
import { ZWebToAppMessage } from './messages.ts';

/** The talk §3 address result as the app sends it (no `precision`: only the server's lookups set it). */
const address = makeAddressResult({ precision: undefined });

type Sent = { type: string; requestId?: string; [key: string]: unknown };
type HostWindow = Window & { ReactNativeWebView?: { postMessage: (message: string) => void } };

const bridges: ReturnType<typeof createBridge>[] = [];
/** A bridge on the real window, disposed after the test. */
const bridgeOnWindow = (options: Parameters<typeof createBridge>[0] = {}) => {
  const bridge = createBridge(options);
  bridges.push(bridge);
  return bridge;
};

/** Is the promise still pending after the microtasks queued so far? */
const isPending = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return !settled;
};

/** Replaces navigator.geolocation.getCurrentPosition for one test. */
const stubGeolocation = (implementation: Geolocation['getCurrentPosition']) =>
  vi.spyOn(navigator.geolocation, 'getCurrentPosition').mockImplementation(implementation);

afterEach(() => {
  for (const bridge of bridges.splice(0)) bridge.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('plain Chromium (no app host)', () => {
  it('is not a webview, knows no app version and passes no version gate', () => {
    const bridge = bridgeOnWindow();
    expect('ReactNativeWebView' in window).toBe(false);
    expect(bridge.isWebView).toBe(false);
    expect(bridge.appVersion()).toBeNull();
    for (const gate of [
      'uploadPermissionCheck',
      'appConnectedCheck',
      'positionMessages',
      'pqaDailyImageUploadEndMessage',
    ] as const)
      expect(bridge.supports(gate)).toBe(false);
  });

  it('falls back within 5.1 s when the real geolocation is not granted', async () => {
    const bridge = bridgeOnWindow();
    const started = performance.now();
    await expect(bridge.getCurrentPosition('no-position')).resolves.toBe('no-position');
    expect(performance.now() - started).toBeLessThan(BRIDGE_TIMEOUTS.geolocationFallback + 500);
  }, 10_000);

  it('asks geolocation with the 5 s time-out and uses its position', async () => {
    const spy = stubGeolocation((success) =>
      success({
        coords: { latitude: 33.59, longitude: 130.42, accuracy: 12 },
        timestamp: Date.now(),
      } as GeolocationPosition),
    );
    const bridge = bridgeOnWindow();
    await expect(bridge.getCurrentPosition()).resolves.toEqual({
      latitude: 33.59,
      longitude: 130.42,
      accuracy: 12,
    });
    expect(spy.mock.calls[0]?.[2]).toMatchObject({ timeout: BRIDGE_TIMEOUTS.geolocation });
  });

  it('falls back at once when geolocation is denied', async () => {
    stubGeolocation((_success, failure) =>
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    vi.useFakeTimers();
    const bridge = bridgeOnWindow();
    await expect(bridge.getCurrentPosition(null)).resolves.toBeNull();
    await expect(bridge.requestLocationPermission()).resolves.toBe(false);
  });

  it('falls back after exactly 5.1 s when geolocation never calls back (ignored prompt)', async () => {
    vi.useFakeTimers();
    stubGeolocation(() => undefined);
    const bridge = bridgeOnWindow();
    const pending = bridge.getCurrentPosition('fallback');
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS.geolocationFallback - 1);
    expect(await isPending(pending)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('fallback');
  });

  it('has no address service: the address resolves to the default at once', async () => {
    vi.useFakeTimers();
    const bridge = bridgeOnWindow();
    await expect(bridge.getCurrentAddress('none')).resolves.toBe('none');
  });

  it('opens a link in a new tab through window.open', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const bridge = bridgeOnWindow();
    expect(bridge.openLink('https://example.com/manual.pdf')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com/manual.pdf', '_blank', 'noopener,noreferrer');
  });

  it('downloads through a temporary <a download> in the document', () => {
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
    const bridge = bridgeOnWindow();
    expect(bridge.downloadImage('/files/photo-001.jpg', '現場A_001.jpg')).toBe(true);
    expect(clicked).toEqual([
      {
        href: new URL('/files/photo-001.jpg', location.href).href,
        download: '現場A_001.jpg',
        inDocument: true,
      },
    ]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('picks photos with an <input type=file> restricted to the upload image types', async () => {
    let input: HTMLInputElement | undefined;
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      input = this;
      this.dispatchEvent(new Event('cancel'));
    });
    const bridge = bridgeOnWindow();
    await expect(bridge.pickPhotos({ type: 'openCamera', purpose: 'album', fieldId: 1 })).resolves.toEqual({
      source: 'browser',
      files: [],
    });
    expect(input?.type).toBe('file');
    expect(input?.accept).toContain('.jpg');
    expect(input?.getAttribute('capture')).toBe('environment');
  });

  it('answers the app-only questions with their browser defaults and sends no notices', async () => {
    const bridge = bridgeOnWindow();
    await expect(bridge.canUpload()).resolves.toBe(true);
    await expect(bridge.isAppConnected()).resolves.toBe(false);
    await expect(bridge.scanQrLogin()).resolves.toBeNull();
    await expect(bridge.pickTags(1, [])).resolves.toBeNull();
    await expect(
      bridge.storageAlbum({
        type: 'storageAlbum',
        fieldId: 1,
        chatroomId: 2,
        folderId: null,
        tagSettingIds: [],
        apiVersion: 'v1',
      }),
    ).resolves.toBeNull();
    await expect(bridge.waitForPqaDailyImageUploadEnd()).resolves.toBe(true);
    expect(bridge.pageView('/talk', 'トーク')).toBe(false);
    expect(bridge.talkFooter(true)).toBe(false);
  });
});

describe('simulated webview host on the real window', () => {
  let sent: Sent[];
  let postMessage: ReturnType<typeof vi.fn<(message: string) => void>>;

  beforeEach(() => {
    sent = [];
    postMessage = vi.fn((message: string) => {
      sent.push(JSON.parse(message) as Sent);
    });
    (window as HostWindow).ReactNativeWebView = { postMessage };
  });
  afterEach(() => {
    delete (window as HostWindow).ReactNativeWebView;
  });

  /** The app replying as iOS does: a `message` event on window, echoing the last request's id. */
  const reply = (message: Record<string, unknown>, requestId = sent.at(-1)?.requestId) =>
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ requestId, ...message }) }));
  /** The app speaking as Android does: a `message` event on document, without a request id. */
  const sendOnDocument = (message: Record<string, unknown>) =>
    document.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));

  it('detects the host and reads the version from the user agent; appInfo updates it', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) GenbaApp/1.6.3');
    const bridge = bridgeOnWindow();
    expect(bridge.isWebView).toBe(true);
    expect(bridge.appVersion()).toBe('1.6.3');
    expect(bridge.supports('appConnectedCheck')).toBe(true);
    expect(bridge.supports('positionMessages')).toBe(false);
    sendOnDocument({ type: 'appInfo', version: '1.8.0' });
    expect(bridge.appVersion()).toBe('1.8.0');
    expect(bridge.supports('pqaDailyImageUploadEndMessage')).toBe(true);
  });

  it('posts JSON the protocol accepts, and sends links to the app instead of window.open', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const bridge = bridgeOnWindow({ appVersion: '1.8.0' });
    expect(bridge.openLink('https://example.com/')).toBe(true);
    expect(bridge.downloadImage('https://example.com/a.jpg', 'a.jpg')).toBe(true);
    expect(bridge.talkFooter(false)).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(sent.map((message) => message.type)).toEqual(['openLink', 'downloadImage', 'talkFooter']);
    for (const message of sent) expect(ZWebToAppMessage.safeParse(message).success).toBe(true);
  });

  it('answers a position request (1.6.7+) with the app reply delivered by window.postMessage', async () => {
    const bridge = bridgeOnWindow({ appVersion: '1.6.7' });
    const pending = bridge.getCurrentPosition();
    const request = sent.at(-1);
    expect(request).toMatchObject({ type: 'getCurrentPosition', requestId: expect.any(String) });
    // A real cross-task delivery, as react-native-webview's injectJavaScript(window.postMessage(...)) does.
    window.postMessage(
      JSON.stringify({
        type: 'currentPosition',
        requestId: request?.requestId,
        latitude: 35.1,
        longitude: 139.2,
      }),
      '*',
    );
    await expect(pending).resolves.toEqual({ latitude: 35.1, longitude: 139.2, accuracy: undefined });
  });

  it('fails a silent position request after 10 s, and at once on currentPositionFailed', async () => {
    vi.useFakeTimers();
    const bridge = bridgeOnWindow({ appVersion: '1.6.7' });
    const silent = bridge.getCurrentPosition(null);
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS.position - 1);
    expect(await isPending(silent)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(silent).resolves.toBeNull();
    const failed = bridge.getCurrentPosition();
    reply({ type: 'currentPositionFailed', reason: 'denied' });
    await expect(failed).resolves.toBe(false);
  });

  it('uses browser geolocation before app 1.6.7, without posting to the app', async () => {
    const spy = stubGeolocation((success) =>
      success({ coords: { latitude: 1, longitude: 2, accuracy: 3 }, timestamp: 0 } as GeolocationPosition),
    );
    const bridge = bridgeOnWindow({ appVersion: '1.6.6' });
    await expect(bridge.getCurrentPosition()).resolves.toEqual({ latitude: 1, longitude: 2, accuracy: 3 });
    expect(spy).toHaveBeenCalledOnce();
    expect(sent).toEqual([]);
  });

  it('returns the address reply in the shape of ZAddressResult, ignoring replies to other requests', async () => {
    vi.useFakeTimers();
    const bridge = bridgeOnWindow({ appVersion: '1.8.0' });
    const pending = bridge.getCurrentAddress();
    reply({ type: 'currentAddress', address: { ...address, prefName: '大阪府' } }, 'someone-else');
    expect(await isPending(pending)).toBe(true);
    reply({ type: 'currentAddress', address });
    const result = await pending;
    expect(result).toEqual(address);
    expect(ZAddressResult.safeParse(result).success).toBe(true);
  });

  it('resolves a silent address request to the default after 3 s, and a malformed reply at once', async () => {
    vi.useFakeTimers();
    const bridge = bridgeOnWindow({ appVersion: '1.8.0' });
    const silent = bridge.getCurrentAddress('none');
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS.address - 1);
    expect(await isPending(silent)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(silent).resolves.toBe('none');
    const malformed = bridge.getCurrentAddress('none');
    reply({ type: 'currentAddress', address: { zip: 'not a zip' } });
    await expect(malformed).resolves.toBe('none');
  });

  it('gates the upload-permission check at 1.3.11', async () => {
    await expect(bridgeOnWindow({ appVersion: '1.3.10' }).canUpload()).resolves.toBe(true);
    expect(sent).toEqual([]);
    const pending = bridgeOnWindow({ appVersion: '1.3.11' }).canUpload();
    expect(sent.at(-1)?.type).toBe('checkUploadPermission');
    reply({ type: 'uploadPermission', granted: false });
    await expect(pending).resolves.toBe(false);
  });

  it('gates the connected check at 1.6.3, and a silent app counts as disconnected after 3 s', async () => {
    vi.useFakeTimers();
    await expect(bridgeOnWindow({ appVersion: '1.6.2' }).isAppConnected()).resolves.toBe(true);
    expect(sent).toEqual([]);
    const pending = bridgeOnWindow({ appVersion: '1.6.3' }).isAppConnected();
    expect(sent.at(-1)?.type).toBe('checkAppConnected');
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS.check);
    await expect(pending).resolves.toBe(false);
  });

  it('waits for pqaDailyImageUploadEnd only from 1.8.0', async () => {
    await expect(bridgeOnWindow({ appVersion: '1.7.9' }).waitForPqaDailyImageUploadEnd()).resolves.toBe(true);
    const waiting = bridgeOnWindow({ appVersion: '1.8.0' }).waitForPqaDailyImageUploadEnd(60_000);
    expect(await isPending(waiting)).toBe(true);
    sendOnDocument({ type: 'pqaDailyImageUploadEnd', fieldId: 1 });
    await expect(waiting).resolves.toBe(true);
  });

  it('stops listening to the real window once disposed', () => {
    const bridge = bridgeOnWindow({ appVersion: '1.0.0' });
    const seen: string[] = [];
    bridge.on('appInfo', (message) => seen.push(message.version));
    sendOnDocument({ type: 'appInfo', version: '1.2.0' });
    bridge.dispose();
    sendOnDocument({ type: 'appInfo', version: '1.3.0' });
    expect(seen).toEqual(['1.2.0']);
  });
});
