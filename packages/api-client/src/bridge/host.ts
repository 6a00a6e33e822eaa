/**
 * The part of `window` the bridge uses. A React Native WebView host injects
 * `ReactNativeWebView.postMessage`; its replies arrive as `message` events on
 * `window` (iOS) or `document` (Android). Tests pass a fake.
 */
export type BridgeWindow = EventTarget & {
  ReactNativeWebView?: { postMessage: (message: string) => void };
  navigator?: Partial<Pick<Navigator, 'userAgent' | 'geolocation' | 'share' | 'canShare'>>;
  document?: EventTarget &
    Pick<Document, 'createElement'> & { body?: Pick<HTMLElement, 'appendChild' | 'removeChild'> | null };
  open?: (url?: string, target?: string, features?: string) => unknown;
};

/** The app's user agent carries `GenbaApp/<version>`; `appInfo` messages update it. */
export const versionFromUserAgent = (userAgent: string | undefined): string | null =>
  userAgent?.match(/GenbaApp\/(\d+(?:\.\d+){0,2})/)?.[1] ?? null;

export const currentWindow = (): BridgeWindow | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as BridgeWindow);
