/**
 * The paths of the calls a page makes first (talk's getProjectList, the album's first page), apart
 * from their families' schemas: an app's first-load script can send such a call as soon as the
 * session check has answered, before the family has arrived (apps/web's earlyPageRequest.ts), and
 * the catalogue entries read their paths from here. Keyed by call name; every one is a GET (a test
 * checks both against the catalogue).
 */
export const FIRST_CALL_PATHS = {
  getProjectList: '/api/talk/getProjectList',
  getCommonAlbumAllData: '/api/album/getCommonAlbumAllData/{id}',
} as const;

export type FirstCallName = keyof typeof FIRST_CALL_PATHS;
