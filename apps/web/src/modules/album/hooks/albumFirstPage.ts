import type { WebApi } from '../../../app/api.ts';
import {
  ALBUM_FIRST_PAGE_SIZE,
  type AlbumFilter,
  albumFilterOfUrl,
  albumFirstPageRequest,
} from './albumFirstPageRequest.ts';

export { ALBUM_FIRST_PAGE_SIZE, type AlbumFilter, albumFilterOfUrl };

type Client = WebApi['client'];

const callFirstPage = (client: Client, companyId: number, filter: AlbumFilter) =>
  client.call('getCommonAlbumAllData', albumFirstPageRequest(companyId, filter));

type FirstPageAnswer = ReturnType<typeof callFirstPage>;

/** How long a prefetched first page may wait for the page to take it: it only covers the chunk's load. */
export const ALBUM_PREFETCH_FRESH_MS = 5_000;

let prefetched: { client: Client; key: string; answer: FirstPageAnswer; startedAt: number } | null = null;

/**
 * The first screen's thumbnails (about 30 tiles at 1280×800): asked for as soon as the prefetched page
 * has answered, while React has still to render the page and its grid, whose <img> then find them in
 * the image cache. Each is kept until it has loaded or failed: a request is not dropped with its Image.
 */
export const ALBUM_PRELOADED_THUMBNAILS = 30;
const preloading = new Set<HTMLImageElement>();

const preloadThumbnails = (paths: readonly string[]) => {
  for (const path of paths.slice(0, ALBUM_PRELOADED_THUMBNAILS)) {
    const image = new Image();
    const settled = () => preloading.delete(image);
    image.addEventListener('load', settled);
    image.addEventListener('error', settled);
    image.fetchPriority = 'high';
    image.decoding = 'async';
    image.src = path;
    preloading.add(image);
  }
};

/** The filter by value, as useAlbumPhotos keys its loads. */
const keyOf = (companyId: number, filter: AlbumFilter) => `${companyId}\n${JSON.stringify(filter)}`;

/**
 * Starts /album's first page as soon as the session check has let the member in (the route's
 * prefetch, sessionLoader), beside the page's chunk instead of after the page has mounted.
 */
export const prefetchAlbumFirstPage = (client: Client, companyId: number, filter: AlbumFilter): void => {
  const answer = callFirstPage(client, companyId, filter);
  prefetched = { client, key: keyOf(companyId, filter), answer, startedAt: Date.now() };
  answer.then(
    (result) => {
      if (result.ok) preloadThumbnails(result.data.photos.map((p) => p.building_picture_thum_path));
    },
    // A failure is the page's to show, when it takes the answer; nobody may take it.
    () => {},
  );
};

/**
 * The album's first page: the prefetched answer when it is for this client, company and filter and
 * was started moments ago (taken once), otherwise a new call. `fresh` (the member's 再読み込み) never
 * takes it: it may have been asked before the write the member wants to see.
 */
export const albumFirstPage = (
  client: Client,
  companyId: number,
  filter: AlbumFilter,
  { fresh = false }: { fresh?: boolean } = {},
): FirstPageAnswer => {
  const kept = prefetched;
  prefetched = null;
  if (
    !fresh &&
    kept &&
    kept.client === client &&
    kept.key === keyOf(companyId, filter) &&
    Date.now() - kept.startedAt < ALBUM_PREFETCH_FRESH_MS
  ) {
    return kept.answer;
  }
  return callFirstPage(client, companyId, filter);
};
