import { endpoints } from '@genba/api-client/catalogue';
import type { TLinkPreview } from '@genba/api-client/schemas';
import type { AppDeps } from '../../http/env.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { fileResponse, PRIVATE_DAY } from '../../http/fileResponse.ts';
import { implement } from '../../http/implement.ts';
import {
  fetchPreview,
  fetchPreviewImage,
  type PreviewImage,
  type PreviewOptions,
  PreviewRefused,
} from './fetchPreview.ts';

export const LINK_PREVIEW_MESSAGES = {
  refused: 'このURLのプレビューは取得できません。',
} as const;

/** Previews and their images are kept a day (issue 11 §6); the oldest goes first beyond the limits. */
const DAY_MS = 86_400_000;
const MAX_ENTRIES = 1000;
/** The images' share of the server's memory: 200 previews of 2 MB at worst, far fewer in practice. */
const MAX_IMAGE_BYTES = 32 * 1024 * 1024;

type Cached<T> = { at: number; value: T };

/** A day-long cache, oldest out first when it holds more than its limit. */
const dayCache = <T>(sizeOf: (value: T) => number, limit: number) => {
  const entries = new Map<string, Cached<T>>();
  let total = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    total -= sizeOf(entry.value);
    entries.delete(key);
  };
  return {
    get: (key: string, now: number): T | undefined => {
      const hit = entries.get(key);
      if (hit && now - hit.at < DAY_MS) return hit.value;
      drop(key);
      return undefined;
    },
    set: (key: string, value: T, now: number) => {
      drop(key);
      entries.set(key, { at: now, value });
      total += sizeOf(value);
      for (const oldest of entries.keys()) {
        if (total <= limit) break;
        drop(oldest);
      }
    },
    clear: () => {
      entries.clear();
      total = 0;
    },
  };
};

/** The page's preview as fetched: `image` is the remote og:image, which only this module sees. */
const previews = dayCache<TLinkPreview>(() => 1, MAX_ENTRIES);
/** Images by remote URL; a failed one is kept as null, so a broken image is not fetched again all day. */
const images = dayCache<PreviewImage | null>(
  (image) => 1024 + (image?.bytes.byteLength ?? 0),
  MAX_IMAGE_BYTES,
);

/**
 * Test-only allow-list (`host:port`) for the local fixture server; set by
 * server tests through allowLinkPreviewTargetsForTests, or for the end-to-end
 * server by GENBA_TEST_LINK_PREVIEW_ALLOW (config.ts, NODE_ENV=test only).
 * Both are refused in production.
 */
let testAllow: readonly string[] = [];
export const allowLinkPreviewTargetsForTests = (env: string, allow: readonly string[]): void => {
  if (env === 'production') throw new Error('the link-preview allow-list is for tests only');
  testAllow = allow;
  previews.clear();
  images.clear();
};

const optionsFor = (deps: AppDeps): PreviewOptions =>
  deps.config.env === 'production' ? {} : { allow: [...testAllow, ...deps.config.linkPreviewTestAllow] };

/** The image's path on this server: the browser loads the preview image from here, never from the linked site. */
export const previewImagePath = (pageUrl: string): string =>
  `${endpoints.linkPreviewImage.path}?url=${encodeURIComponent(pageUrl)}`;

/** The page's preview from the cache or fetched; a refused URL is the field's 422. */
const previewOf = async (deps: AppDeps, url: string): Promise<TLinkPreview> => {
  const now = deps.now().getTime();
  const hit = previews.get(url, now);
  if (hit) return hit;
  let preview: TLinkPreview;
  try {
    preview = await fetchPreview(url, optionsFor(deps));
  } catch (error) {
    if (error instanceof PreviewRefused) throw validationFailed({ url: [LINK_PREVIEW_MESSAGES.refused] });
    throw error;
  }
  previews.set(url, preview, now);
  return preview;
};

/** GET /api/link-preview (Open Graph of a page) and its image, fetched on the server safely (fetchPreview.ts). */
export const linkPreviewRoutes = [
  implement('linkPreview', async ({ c, deps, query }) => {
    const preview = await previewOf(deps, query.url);
    c.header('cache-control', PRIVATE_DAY);
    return { ...preview, image: preview.image ? previewImagePath(query.url) : null };
  }),

  implement('linkPreviewImage', async ({ deps, query }) => {
    const { image: remote } = await previewOf(deps, query.url);
    if (!remote) throw notFound();
    const now = deps.now().getTime();
    let image = images.get(remote, now);
    if (image === undefined) {
      // A redirect of the image into a refused address is the same as no image.
      image = await fetchPreviewImage(remote, optionsFor(deps)).catch((error: unknown) => {
        if (error instanceof PreviewRefused) return null;
        throw error;
      });
      images.set(remote, image, now);
    }
    if (!image) throw notFound();
    return fileResponse(image.bytes, {
      contentType: image.contentType,
      disposition: 'inline',
      cacheControl: PRIVATE_DAY,
    });
  }),
];
