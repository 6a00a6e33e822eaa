/**
 * The album's first page as a request (getCommonAlbumAllData): one definition for the page's call
 * (albumFirstPage.ts) and boot.ts's early request (pages.ts `firstRequest`), which must send it to
 * the byte. A module importing nothing: boot.ts's first-load script imports it.
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
