import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips), loaded on the first photo that needs it rather than at start: most server
 * processes spend long stretches without an upload, and loading it at start kept libvips' code and
 * its start-up resident from the first minute. Its first load costs about 50 ms of CPU, once per
 * process.
 */
export const loadSharp = (): Promise<typeof sharpModule> => {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' own caches are of no use for one-off uploads and would grow the server's memory.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
};
