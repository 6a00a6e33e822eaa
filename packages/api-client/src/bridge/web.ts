import { UPLOAD_DOCUMENT_EXTENSIONS, UPLOAD_IMAGE_EXTENSIONS } from '@genba/validators';
import { BRIDGE_TIMEOUTS } from './constants.ts';
import type { BridgeWindow } from './host.ts';
import type { TBridgePosition } from './messages.ts';

/** What a plain browser does instead of the app: the web APIs each message degrades to. */

export const IMAGE_ACCEPT = UPLOAD_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const DOCUMENT_ACCEPT = UPLOAD_DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * Browser geolocation with a 5 s time-out, and a 5.1 s guard for browsers
 * that never call back (talk §5, §9): resolves to the fallback then.
 */
export const browserPosition = <F>(
  win: BridgeWindow | undefined,
  fallback: F,
): Promise<TBridgePosition | F> =>
  new Promise((resolve) => {
    const geolocation = win?.navigator?.geolocation;
    if (!geolocation) {
      resolve(fallback);
      return;
    }
    let settled = false;
    const finish = (value: TBridgePosition | F) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      resolve(value);
    };
    const guard = setTimeout(() => finish(fallback), BRIDGE_TIMEOUTS.geolocationFallback);
    geolocation.getCurrentPosition(
      ({ coords }) =>
        finish({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      () => finish(fallback),
      { timeout: BRIDGE_TIMEOUTS.geolocation, enableHighAccuracy: true, maximumAge: 0 },
    );
  });

/** An `<input type=file>` opened for the user; resolves with the chosen files, or none on cancel. */
export const pickWithInput = (
  win: BridgeWindow | undefined,
  { accept, multiple, camera }: { accept: string; multiple: boolean; camera?: boolean },
): Promise<File[]> =>
  new Promise((resolve) => {
    const doc = win?.document;
    if (!doc) {
      resolve([]);
      return;
    }
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.multiple = multiple;
    if (camera) input.setAttribute('capture', 'environment');
    input.addEventListener('change', () => resolve(Array.from(input.files ?? [])), { once: true });
    input.addEventListener('cancel', () => resolve([]), { once: true });
    input.click();
  });

/** A download through an `<a download>` link. */
export const downloadWithAnchor = (win: BridgeWindow | undefined, url: string, fileName: string): boolean => {
  const doc = win?.document;
  if (!doc) return false;
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  doc.body?.appendChild(anchor);
  anchor.click();
  doc.body?.removeChild(anchor);
  return true;
};

/** The Web Share API with the image URLs; false when the browser has none or the user cancels. */
export const shareWithNavigator = async (win: BridgeWindow | undefined, urls: string[]): Promise<boolean> => {
  const share = win?.navigator?.share;
  if (!share) return false;
  const data: ShareData = urls.length === 1 ? { url: urls[0] } : { text: urls.join('\n') };
  try {
    await share.call(win.navigator, data);
    return true;
  } catch {
    return false;
  }
};

export const openInNewTab = (win: BridgeWindow | undefined, url: string): boolean => {
  if (!win?.open) return false;
  win.open(url, '_blank', 'noopener,noreferrer');
  return true;
};
