import type { TLinkPreview } from '@genba/api-client/schemas';
import { validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { fetchPreview, type PreviewOptions, PreviewRefused } from './fetchPreview.ts';

export const LINK_PREVIEW_MESSAGES = {
  refused: 'このURLのプレビューは取得できません。',
} as const;

/** Previews are kept a day (issue 11 §6); the oldest goes first beyond MAX_ENTRIES. */
const DAY_MS = 86_400_000;
const MAX_ENTRIES = 1000;
const cache = new Map<string, { at: number; preview: TLinkPreview }>();

/**
 * Test-only allow-list (`host:port`) for the local fixture server; set by
 * tests through allowLinkPreviewTargetsForTests, refused in production.
 */
let testOptions: PreviewOptions = {};
export const allowLinkPreviewTargetsForTests = (env: string, allow: readonly string[]): void => {
  if (env === 'production') throw new Error('the link-preview allow-list is for tests only');
  testOptions = { allow };
  cache.clear();
};

/** GET /api/link-preview: Open Graph of a page, fetched on the server safely (fetchPreview.ts). */
export const linkPreviewRoutes = [
  implement('linkPreview', async ({ c, deps, query }) => {
    const now = deps.now().getTime();
    const hit = cache.get(query.url);
    if (hit && now - hit.at < DAY_MS) {
      c.header('cache-control', 'private, max-age=86400');
      return hit.preview;
    }
    const options = deps.config.env === 'production' ? {} : testOptions;
    let preview: TLinkPreview;
    try {
      preview = await fetchPreview(query.url, options);
    } catch (error) {
      if (error instanceof PreviewRefused) throw validationFailed({ url: [LINK_PREVIEW_MESSAGES.refused] });
      throw error;
    }
    cache.set(query.url, { at: now, preview });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
    c.header('cache-control', 'private, max-age=86400');
    return preview;
  }),
];
