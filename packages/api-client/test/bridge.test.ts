import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_TIMEOUTS, bridgeFileToFile, createBridge, ZWebToAppMessage } from '../src/bridge/index.ts';
import { makeAddressResult } from '../src/fixtures/external.ts';
import { coords, createBrowser, createWebViewHost } from './bridgeFakes.ts';

/** The talk §3 address result as the app sends it (no `precision`: only the server's lookups set it). */
const address = makeAddressResult({ precision: undefined });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('bridge inside the app webview', () => {
  it('detects the host and the app version from the user agent, and appInfo updates it', () => {
    const host = createWebViewHost({ userAgent: 'Mozilla/5.0 GenbaApp/1.6.3' });
    const bridge = createBridge({ window: host.win });
    expect(bridge.isWebView).toBe(true);
    expect(bridge.appVersion()).toBe('1.6.3');
    expect(bridge.supports('appConnectedCheck')).toBe(true);
    expect(bridge.supports('positionMessages')).toBe(false);
    host.sendOnDocument({ type: 'appInfo', version: '1.10.0' });
    expect(bridge.supports('pqaDailyImageUploadEndMessage')).toBe(true);
  });

  it('posts one-way notices as JSON the protocol schema accepts', () => {
    const host = createWebViewHost();
    const bridge = createBridge({ window: host.win });
    bridge.openLink('https://example.com/');
    bridge.setUserData({
      type: 'setUserData',
      user: { member_id: 1, name: '山田太郎', login_company_id: 2, login_office_id: null },
      hostName: 'genba.example.jp',
    });
    bridge.talkFooter(false);
    bridge.attendanceActive(true);
    bridge.pageView('/talk', 'トーク');
    expect(host.sent.map((m) => m.type)).toEqual([
      'openLink',
      'setUserData',
      'talkFooter',
      'attendanceActive',
      'pageView',
    ]);
    for (const message of host.sent) expect(ZWebToAppMessage.safeParse(message).success).toBe(true);
  });

  it('answers a position request with the app reply (1.6.7+)', async () => {
    const host = createWebViewHost({ userAgent: 'GenbaApp/1.6.7' });
    const bridge = createBridge({ window: host.win });
    const pending = bridge.getCurrentPosition();
    expect(host.last()).toMatchObject({ type: 'getCurrentPosition', requestId: expect.any(String) });
    host.reply({ type: 'currentPosition', latitude: 35.1, longitude: 139.2 });
    await expect(pending).resolves.toEqual({ latitude: 35.1, longitude: 139.2, accuracy: undefined });
  });

  it('fails a position request after 10 s of silence, or at once on a failure reply', async () => {
    const host = createWebViewHost();
    const bridge = createBridge({ window: host.win });
    const silent = bridge.getCurrentPosition(null);
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS.position - 1);
    let settled = false;
    void silent.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(silent).resolves.toBeNull();
    const failed = bridge.getCurrentPosition();
    host.reply({ type: 'currentPositionFailed', reason: 'denied' });
    await expect(failed).resolves.toBe(false);
  });

  it('resolves an address request to the default after 3 s or on a wrong reply', async () => {
    const host = createWebViewHost();
    const bridge = createBridge({ window: host.win });
    const answered = bridge.getCurrentAddress();
    host.reply({ type: 'currentAddress', address });
    await expect(answered).resolves.toEqual(address);

    const silent = bridge.getCurrentAddress({ prefName: '未設定' });
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS.address);
    await expect(silent).resolves.toEqual({ prefName: '未設定' });

    const wrong = bridge.getCurrentAddress();
    host.reply({ type: 'currentAddress', address: { zip: 123 } });
    await expect(wrong).resolves.toBe(false);
  });

  it('ignores replies to other requests and messages that are not ours', async () => {
    const host = createWebViewHost();
    const bridge = createBridge({ window: host.win });
    const pending = bridge.getCurrentAddress();
    host.sendRaw('not json');
    host.sendRaw({ source: 'react-devtools' });
    host.sendRaw({ type: 'currentAddress', requestId: 'someone-else', address });
    host.reply({ type: 'currentAddress', address });
    await expect(pending).resolves.toEqual(address);
  });

  it('picks photos through the app and converts base64 files', async () => {
    const host = createWebViewHost();
    const bridge = createBridge({ window: host.win });
    const pending = bridge.pickPhotos({ type: 'openPicker', purpose: 'album', fieldId: 3, multiple: true });
    host.reply({
      type: 'pickerResult',
      files: [{ name: 'a.jpg', type: 'image/jpeg', base64: btoa('jpeg') }],
    });
    const picked = await pending;
    expect(picked.source).toBe('app');
    const [first] = picked.files;
    const file = await bridgeFileToFile(first as { name: string; type: string; base64: string });
    expect(await file.text()).toBe('jpeg');
  });

  it('asks upload permission from 1.3.11 and assumes it before', async () => {
    const old = createBridge({ window: createWebViewHost({ userAgent: 'GenbaApp/1.3.10' }).win });
    await expect(old.canUpload()).resolves.toBe(true);
    const host = createWebViewHost({ userAgent: 'GenbaApp/1.3.11' });
    const bridge = createBridge({ window: host.win });
    const pending = bridge.canUpload();
    expect(host.last()?.type).toBe('checkUploadPermission');
    host.reply({ type: 'uploadPermission', granted: false });
    await expect(pending).resolves.toBe(false);
  });

  it('checks the app is connected from 1.6.3, false after silence', async () => {
    const host = createWebViewHost({ userAgent: 'GenbaApp/1.6.3' });
    const bridge = createBridge({ window: host.win });
    const pending = bridge.isAppConnected();
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS.check);
    await expect(pending).resolves.toBe(false);
    const old = createBridge({ window: createWebViewHost({ userAgent: 'GenbaApp/1.6.2' }).win });
    await expect(old.isAppConnected()).resolves.toBe(true);
  });

  it('waits for the PQA daily upload end from 1.8.0, and not at all before', async () => {
    const host = createWebViewHost({ userAgent: 'GenbaApp/1.8.0' });
    const bridge = createBridge({ window: host.win });
    const pending = bridge.waitForPqaDailyImageUploadEnd();
    host.sendOnDocument({ type: 'pqaDailyImageUploadEnd', fieldId: 3 });
    await expect(pending).resolves.toBe(true);
    const old = createBridge({ window: createWebViewHost({ userAgent: 'GenbaApp/1.7.9' }).win });
    await expect(old.waitForPqaDailyImageUploadEnd()).resolves.toBe(true);
  });

  it('on() delivers app messages until unsubscribed, and dispose stops listening', () => {
    const host = createWebViewHost();
    const bridge = createBridge({ window: host.win });
    const seen = vi.fn();
    const stop = bridge.on('qrLoginResult', seen);
    host.sendOnDocument({ type: 'qrLoginResult', token: 't1' });
    stop();
    host.sendOnDocument({ type: 'qrLoginResult', token: 't2' });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith({ type: 'qrLoginResult', token: 't1' });
  });
});

describe('bridge in a plain browser', () => {
  it('has no app: notices report false, app-only requests resolve to their defaults', async () => {
    const browser = createBrowser();
    const bridge = createBridge({ window: browser.win });
    expect(bridge.isWebView).toBe(false);
    expect(bridge.supports('uploadPermissionCheck')).toBe(false);
    expect(bridge.talkFooter(true)).toBe(false);
    expect(bridge.clearCookie()).toBe(false);
    await expect(bridge.getCurrentAddress()).resolves.toBe(false);
    await expect(bridge.scanQrLogin()).resolves.toBeNull();
    await expect(bridge.isAppConnected()).resolves.toBe(false);
    await expect(bridge.canUpload()).resolves.toBe(true);
  });

  it('opens links in a new tab and downloads through an anchor', () => {
    const browser = createBrowser();
    const bridge = createBridge({ window: browser.win });
    expect(bridge.openLink('https://example.com/')).toBe(true);
    expect(browser.opened).toEqual([['https://example.com/', '_blank', 'noopener,noreferrer']]);
    expect(bridge.downloadImage('/img/a.jpg', '現場_001.jpg')).toBe(true);
    expect(browser.anchors[0]).toMatchObject({ href: '/img/a.jpg', download: '現場_001.jpg' });
    expect(browser.anchors[0]?.click).toHaveBeenCalled();
  });

  it('shares with the Web Share API', async () => {
    const browser = createBrowser();
    const bridge = createBridge({ window: browser.win });
    await expect(bridge.shareImages(['https://example.com/a.jpg'])).resolves.toBe(true);
    expect(browser.shared).toEqual([{ url: 'https://example.com/a.jpg' }]);
  });

  it('picks photos with an <input type=file> limited to the supported images', async () => {
    const browser = createBrowser();
    const bridge = createBridge({ window: browser.win });
    const pending = bridge.pickPhotos({ type: 'openCamera', purpose: 'talk', chatroomId: 1 });
    const input = browser.inputs[0];
    expect(input).toMatchObject({ type: 'file', accept: '.jpg,.jpeg,.png,.bmp,.gif', multiple: false });
    expect(input?.attributes.capture).toBe('environment');
    expect(input?.click).toHaveBeenCalled();
    const file = new File(['x'], 'a.jpg');
    if (input) input.files = [file];
    input?.dispatchEvent(new Event('change'));
    await expect(pending).resolves.toEqual({ source: 'browser', files: [file] });

    const cancelled = bridge.pickDocuments(true);
    browser.inputs[1]?.dispatchEvent(new Event('cancel'));
    await expect(cancelled).resolves.toEqual({ source: 'browser', files: [] });
    expect(browser.inputs[1]?.accept).toBe('.pdf,.xls,.xlsx,.doc,.docx');
  });

  it('uses browser geolocation', async () => {
    const browser = createBrowser((ok) => ok(coords(35, 139)));
    const bridge = createBridge({ window: browser.win });
    await expect(bridge.getCurrentPosition()).resolves.toEqual({
      latitude: 35,
      longitude: 139,
      accuracy: 10,
    });
  });

  it('falls back after 5.1 s when geolocation never calls back, and on an error', async () => {
    const silent = createBridge({ window: createBrowser(() => undefined).win });
    const pending = silent.getCurrentPosition('unavailable');
    await vi.advanceTimersByTimeAsync(BRIDGE_TIMEOUTS.geolocationFallback - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('unavailable');

    const denied = createBridge({
      window: createBrowser((_, ng) => ng?.({ code: 1 } as GeolocationPositionError)).win,
    });
    await expect(denied.getCurrentPosition()).resolves.toBe(false);
  });

  it('an app older than 1.6.7 also uses browser geolocation', async () => {
    const host = createWebViewHost({ userAgent: 'GenbaApp/1.6.6' });
    Object.assign(host.win, {
      navigator: {
        userAgent: 'GenbaApp/1.6.6',
        geolocation: { getCurrentPosition: (ok: PositionCallback) => ok(coords(1, 2)) },
      },
    });
    const bridge = createBridge({ window: host.win });
    await expect(bridge.getCurrentPosition()).resolves.toMatchObject({ latitude: 1, longitude: 2 });
    expect(host.sent).toEqual([]);
  });

  it('works without any window (server rendering, Node)', async () => {
    const bridge = createBridge();
    expect(bridge.isWebView).toBe(false);
    expect(bridge.openLink('https://example.com/')).toBe(false);
    await expect(bridge.getCurrentPosition()).resolves.toBe(false);
  });
});
