import { type AppVersionGate, appSupports } from '@genba/validators';
import { BRIDGE_TIMEOUTS } from './constants.ts';
import { type BridgeWindow, currentWindow, versionFromUserAgent } from './host.ts';
import {
  type AppToWeb,
  type AppToWebMessage,
  type AppToWebType,
  parseAppMessage,
  type TBridgeAddress,
  type TBridgeFile,
  type TBridgePosition,
  type WebToApp,
  type WebToAppMessage,
  type WebToAppType,
} from './messages.ts';
import {
  browserPosition,
  DOCUMENT_ACCEPT,
  downloadWithAnchor,
  IMAGE_ACCEPT,
  openInNewTab,
  pickWithInput,
  shareWithNavigator,
} from './web.ts';

export type BridgeOptions = {
  /** Defaults to the global `window` (none in Node: everything degrades to "unavailable"). */
  readonly window?: BridgeWindow;
  /** Overrides the version read from the user agent or announced by `appInfo`. */
  readonly appVersion?: string;
};

/** Files chosen by the user: from the app (URI or base64), or File objects in a browser. */
export type PickedFiles = { source: 'app'; files: TBridgeFile[] } | { source: 'browser'; files: File[] };

type Incoming = ReturnType<typeof parseAppMessage>;
/** A message as the caller writes it: the bridge adds the requestId. Distributes over unions. */
type Outgoing<T extends WebToAppType> = T extends WebToAppType ? Omit<WebToApp<T>, 'requestId'> : never;

let sequence = 0;

/**
 * The mobile bridge of talk §7. Inside the app's webview every message goes
 * to the app and replies come back as `message` events; in a plain browser
 * each call degrades to the web API that does the same job, or reports that
 * there is nothing to do (false). Requests never hang: each has a time-out
 * after which it resolves to the caller's default.
 */
export const createBridge = (options: BridgeOptions = {}) => {
  const win = options.window ?? currentWindow();
  const host = win?.ReactNativeWebView;
  let appVersion = options.appVersion ?? versionFromUserAgent(win?.navigator?.userAgent);
  const subscribers = new Set<(incoming: Incoming) => void>();

  const onMessage = (event: Event) => {
    const incoming = parseAppMessage((event as MessageEvent).data);
    if (incoming.known && incoming.message.type === 'appInfo' && !options.appVersion)
      appVersion = incoming.message.version;
    for (const subscriber of [...subscribers]) subscriber(incoming);
  };
  const targets = [win, win?.document].filter((target): target is EventTarget => target !== undefined);
  for (const target of targets) target.addEventListener('message', onMessage);

  const isWebView = host !== undefined;
  const supports = (gate: AppVersionGate): boolean => isWebView && appSupports(appVersion, gate);

  /** Sends a message to the app; false in a plain browser. */
  const post = (message: Outgoing<WebToAppType> & { requestId?: string }): boolean => {
    if (!host) return false;
    host.postMessage(JSON.stringify(message));
    return true;
  };

  /**
   * Sends a request and waits for one of the reply types. Resolves to
   * `null` on time-out, on a `fail` reply, or on a reply of the expected type
   * whose shape is wrong (talk §8: resolve to a default on a wrong reply).
   */
  const request = <R extends AppToWebType>(
    message: Outgoing<WebToAppType>,
    replies: { ok: readonly R[]; fail?: readonly AppToWebType[] },
    timeoutMs: number,
  ): Promise<AppToWeb<R> | null> =>
    new Promise((resolve) => {
      if (!host) {
        resolve(null);
        return;
      }
      sequence += 1;
      const requestId = `genba-${Date.now().toString(36)}-${sequence}`;
      const finish = (value: AppToWeb<R> | null) => {
        clearTimeout(timer);
        subscribers.delete(listen);
        resolve(value);
      };
      const listen = (incoming: Incoming) => {
        if (!incoming.known) {
          if (incoming.type && (replies.ok as readonly string[]).includes(incoming.type)) finish(null);
          return;
        }
        const reply = incoming.message;
        if (reply.requestId !== undefined && reply.requestId !== requestId) return;
        if ((replies.ok as readonly string[]).includes(reply.type)) finish(reply as AppToWeb<R>);
        else if (replies.fail?.includes(reply.type)) finish(null);
      };
      const timer = setTimeout(() => finish(null), timeoutMs);
      subscribers.add(listen);
      post({ ...message, requestId });
    });

  /** Subscribes to one type of app message (e.g. `appInfo`, `pqaDailyImageUploadEnd`). */
  const on = <T extends AppToWebType>(type: T, handler: (message: AppToWeb<T>) => void): (() => void) => {
    const listen = (incoming: Incoming) => {
      if (incoming.known && incoming.message.type === type) handler(incoming.message as AppToWeb<T>);
    };
    subscribers.add(listen);
    return () => subscribers.delete(listen);
  };

  const notify = (message: Outgoing<WebToAppType>): boolean => post(message);

  return {
    isWebView,
    appVersion: (): string | null => appVersion,
    /** Talk §5 gates: 1.3.11 upload permission, 1.6.3 app connected, 1.6.7 positions, 1.8.0 PQA upload end. */
    supports,
    post,
    request,
    on,

    openLink: (url: string): boolean =>
      isWebView ? notify({ type: 'openLink', url }) : openInNewTab(win, url),

    /**
     * The device position: from the app (1.6.7 and later, 10 s) or browser
     * geolocation (5 s, 5.1 s guard). Resolves to `fallback` when none comes.
     */
    getCurrentPosition: async <F = false>(fallback: F = false as F): Promise<TBridgePosition | F> => {
      if (!supports('positionMessages')) return browserPosition(win, fallback);
      const reply = await request(
        { type: 'getCurrentPosition' },
        { ok: ['currentPosition'], fail: ['currentPositionFailed'] },
        BRIDGE_TIMEOUTS.position,
      );
      return reply
        ? { latitude: reply.latitude, longitude: reply.longitude, accuracy: reply.accuracy }
        : fallback;
    },

    /**
     * The address of the device from the app, within 3 s; otherwise (and in a
     * browser, which has no address service) `fallback`. A browser page
     * geocodes `getCurrentPosition()` through the catalogue instead.
     */
    getCurrentAddress: async <F = false>(fallback: F = false as F): Promise<TBridgeAddress | F> => {
      const reply = await request(
        { type: 'getCurrentAddress' },
        { ok: ['currentAddress'] },
        BRIDGE_TIMEOUTS.address,
      );
      return reply ? reply.address : fallback;
    },

    /** Photos from the camera or the library (native screens in the app, `<input type=file>` in a browser). */
    pickPhotos: async (input: Outgoing<'openPicker'> | Outgoing<'openCamera'>): Promise<PickedFiles> => {
      if (!isWebView) {
        const multiple = input.type === 'openPicker' && input.multiple;
        return {
          source: 'browser',
          files: await pickWithInput(win, {
            accept: IMAGE_ACCEPT,
            multiple,
            camera: input.type === 'openCamera',
          }),
        };
      }
      const replyType = input.type === 'openCamera' ? 'cameraResult' : 'pickerResult';
      const reply = await request(input, { ok: [replyType] }, BRIDGE_TIMEOUTS.interaction);
      return { source: 'app', files: reply?.files ?? [] };
    },

    /** Documents (pdf, Excel, Word) for a talk file or the BBS. */
    pickDocuments: async (multiple: boolean): Promise<PickedFiles> => {
      if (!isWebView)
        return { source: 'browser', files: await pickWithInput(win, { accept: DOCUMENT_ACCEPT, multiple }) };
      const reply = await request(
        { type: 'openDocumentPicker', multiple },
        { ok: ['documentPickerResult'] },
        BRIDGE_TIMEOUTS.interaction,
      );
      return { source: 'app', files: reply?.files ?? [] };
    },

    shareImages: (urls: string[]): Promise<boolean> | boolean =>
      isWebView ? notify({ type: 'shareImages', urls }) : shareWithNavigator(win, urls),

    downloadImage: (url: string, fileName: string): boolean =>
      isWebView ? notify({ type: 'downloadImage', url, fileName }) : downloadWithAnchor(win, url, fileName),

    /** Has the app let the user upload (1.3.11)? Older apps and browsers do not ask: true. */
    canUpload: async (): Promise<boolean> => {
      if (!supports('uploadPermissionCheck')) return true;
      const reply = await request(
        { type: 'checkUploadPermission' },
        { ok: ['uploadPermission'] },
        BRIDGE_TIMEOUTS.check,
      );
      return reply?.granted ?? false;
    },

    /** Is the app still listening (1.6.3)? Older apps cannot say and are assumed connected; a browser is not. */
    isAppConnected: async (): Promise<boolean> => {
      if (!isWebView) return false;
      if (!supports('appConnectedCheck')) return true;
      const reply = await request(
        { type: 'checkAppConnected' },
        { ok: ['appConnected'] },
        BRIDGE_TIMEOUTS.check,
      );
      return reply?.connected ?? false;
    },

    /** Asks the app to upload photos to the site album; null when it cannot (browser) or gives up. */
    storageAlbum: (payload: Outgoing<'storageAlbum'>) =>
      request(payload, { ok: ['storageAlbumResult'] }, BRIDGE_TIMEOUTS.albumUpload),

    /**
     * Waits for the app's "PQA daily image upload ended" message (1.8.0).
     * Apps before 1.8.0 never send it, so waiting would hang: resolve at once.
     */
    waitForPqaDailyImageUploadEnd: (timeoutMs: number = BRIDGE_TIMEOUTS.albumUpload): Promise<boolean> =>
      new Promise((resolve) => {
        if (!supports('pqaDailyImageUploadEndMessage')) {
          resolve(true);
          return;
        }
        const stop = on('pqaDailyImageUploadEnd', () => {
          clearTimeout(timer);
          stop();
          resolve(true);
        });
        const timer = setTimeout(() => {
          stop();
          resolve(false);
        }, timeoutMs);
      }),

    /** A QR code scanned by the app for QR login; null in a browser or when cancelled. */
    scanQrLogin: async (): Promise<string | null> =>
      (await request({ type: 'qrLogin' }, { ok: ['qrLoginResult'] }, BRIDGE_TIMEOUTS.interaction))?.token ??
      null,

    /** The app's tag picker; null in a browser (the page shows its own) or when cancelled. */
    pickTags: async (fieldId: number, selectedTagIds: number[]): Promise<number[] | null> =>
      (
        await request(
          { type: 'tagPicker', fieldId, selectedTagIds },
          { ok: ['tagPickerResult'] },
          BRIDGE_TIMEOUTS.interaction,
        )
      )?.tagIds ?? null,

    /** Location permission: asked of the app, or found out in a browser by asking for a position. */
    requestLocationPermission: async (): Promise<boolean> => {
      if (!isWebView) return (await browserPosition(win, false)) !== false;
      const reply = await request(
        { type: 'locationPermission' },
        { ok: ['locationPermissionResult'] },
        BRIDGE_TIMEOUTS.interaction,
      );
      return reply?.granted ?? false;
    },

    // One-way notices: the app acts on them; a browser has nothing to do (false).
    pageView: (path: string, title: string) => notify({ type: 'pageView', path, title }),
    setUserData: (data: Outgoing<'setUserData'>) => notify(data),
    talkFooter: (visible: boolean) => notify({ type: 'talkFooter', visible }),
    slideshow: (urls: string[], index: number) => notify({ type: 'slideshow', urls, index }),
    failedMessages: (messages: WebToApp<'failedMessages'>['messages']) =>
      notify({ type: 'failedMessages', messages }),
    clearCookie: () => notify({ type: 'clearCookie' }),
    loginFromWeb: (memberId: number) => notify({ type: 'loginFromWeb', memberId }),
    dailyInfo: (info: Outgoing<'dailyInfo'>) => notify(info),
    weather: (info: Outgoing<'weather'>) => notify(info),
    attendanceActive: (active: boolean) => notify({ type: 'attendanceActive', active }),

    /** Stops listening (tests, or a page that tears the bridge down). */
    dispose: () => {
      for (const target of targets) target.removeEventListener('message', onMessage);
      subscribers.clear();
    },
  };
};

export type Bridge = ReturnType<typeof createBridge>;
export type { AppToWebMessage, WebToAppMessage };
