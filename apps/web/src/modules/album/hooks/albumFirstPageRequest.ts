/**
 * The album's first page as a request (getCommonAlbumAllData): one definition for the page's call
 * (albumFirstPage.ts) and boot.ts's early request (pages.ts `firstRequest`), which must send it to
 * the byte; and the preload of its first thumbnails, which both start from its answer. A module
 * importing nothing: boot.ts's first-load script imports it.
 */

/**
 * The first page: the grid's first screen shows about 30 tiles (40 on a large screen), and the
 * first thumbnails wait for this answer, so it is small to answer and to parse (issue 12's first
 * paint ≤ 500 ms); the pages of ALBUM_PAGE_SIZE follow at once.
 */
export const ALBUM_FIRST_PAGE_SIZE = 60;

/** The search panel's filters (getCommonAlbumAllData's query); all optional. */
export type AlbumFilter = {
  field_id?: number;
  keyword?: string;
  date_from?: string;
  date_to?: string;
  member_id?: number;
  folder_id?: number;
  tag_setting_ids?: number[];
};

/** The filter /album opens with: `?project_id=` shows one project, as AlbumContent reads it. */
export const albumFilterOfUrl = (url: URL): AlbumFilter => {
  const value = url.searchParams.get('project_id');
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? { field_id: id } : {};
};

/** The first page of the company's album under `filter`. */
export const albumFirstPageRequest = (companyId: number, filter: AlbumFilter) => ({
  params: { id: companyId },
  query: { ...filter, limit: ALBUM_FIRST_PAGE_SIZE },
});

/**
 * The first screen's thumbnails (about 30 tiles at 1280×800): asked for as soon as the first page has
 * answered (boot.ts's early request, or the route's prefetch), while React has still to render the
 * page and its grid, whose <img> then find them in the image cache. Each is kept until it has loaded
 * or failed (a request is not dropped with its Image). Asked twice (boot.ts, then the prefetch), a
 * path is one request: the browser's memory cache holds it, in flight or loaded.
 */
export const ALBUM_PRELOADED_THUMBNAILS = 30;
const preloading = new Set<HTMLImageElement>();

export const preloadThumbnails = (paths: readonly string[]): void => {
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

/** The thumbnails of a first page's answer as the server sent it (boot.ts reads it before the schema). */
export const preloadAnsweredThumbnails = (answer: unknown): void => {
  if (typeof answer !== 'object' || answer === null || !('photos' in answer)) return;
  const { photos } = answer;
  if (!Array.isArray(photos)) return;
  const paths: string[] = [];
  for (const photo of photos.slice(0, ALBUM_PRELOADED_THUMBNAILS)) {
    const path: unknown = photo?.building_picture_thum_path;
    if (typeof path === 'string') paths.push(path);
  }
  preloadThumbnails(paths);
};
