import type { WebApi } from '../../../app/api.ts';
import {
  ALBUM_FIRST_PAGE_SIZE,
  ALBUM_PRELOADED_THUMBNAILS,
  type AlbumFilter,
  albumFilterOfUrl,
  albumFirstPageRequest,
  preloadThumbnails,
} from './albumFirstPageRequest.ts';

export { ALBUM_FIRST_PAGE_SIZE, ALBUM_PRELOADED_THUMBNAILS, type AlbumFilter, albumFilterOfUrl };

type Client = WebApi['client'];

const callFirstPage = (client: Client, companyId: number, filter: AlbumFilter) =>
  client.call('getCommonAlbumAllData', albumFirstPageRequest(companyId, filter));

type FirstPageAnswer = ReturnType<typeof callFirstPage>;

/** How long a prefetched first page may wait for the page to take it: it only covers the chunk's load. */
export const ALBUM_PREFETCH_FRESH_MS = 5_000;

let prefetched: { client: Client; key: string; answer: FirstPageAnswer; startedAt: number } | null = null;

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
