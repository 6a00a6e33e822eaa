import type { SetupWorker } from 'msw/browser';
import { setupWorker } from 'msw/browser';

/** Requests the story runtime makes itself: Vite modules, fonts, images and Storybook assets. */
const isOwnAsset = (url: URL) => url.origin === location.origin && !url.pathname.startsWith('/api');

const unhandled: string[] = [];

/** Unhandled requests since the last call; the Vitest setup fails the story when there are any. */
export const takeUnhandledRequests = () => unhandled.splice(0);

/**
 * Starts MSW for stories. A request to the API (or to any other origin) that
 * no handler answers is logged as an error and recorded; vitest.setup.ts then
 * fails the story test. The dev server's own modules, fonts and assets pass through.
 */
export const startWorker = async (): Promise<SetupWorker> => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request }).request;
      if (request && isOwnAsset(new URL(request.url))) return;
      unhandled.push(request ? `${request.method} ${request.url}` : frame.protocol);
      defaults.error();
    },
  });
  return worker;
};
