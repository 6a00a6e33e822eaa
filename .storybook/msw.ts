import type { SetupWorker } from 'msw/browser';
import { setupWorker } from 'msw/browser';

/** Requests the story runtime makes itself: Vite modules, fonts, images and Storybook assets. */
const isOwnAsset = (url: URL) => url.origin === location.origin && !url.pathname.startsWith('/api');

/**
 * Starts MSW for stories. A request to the API (or to any other origin) that
 * no handler answers is an error, so a story never reaches a real server;
 * the dev server's own modules, fonts and assets pass through.
 */
export const startWorker = async (): Promise<SetupWorker> => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledFrame({ frame, defaults }) {
      const data = frame.data as { request?: Request };
      if (data.request && isOwnAsset(new URL(data.request.url))) return;
      defaults.error();
    },
  });
  return worker;
};
