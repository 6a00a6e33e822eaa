/**
 * What /talk asks getProjectList for first (every room, no filter): one definition for the page's
 * query (projectListQuery) and boot.ts's early request (pages.ts `firstRequest`), which must send
 * it to the byte. A module of its own, importing nothing: boot.ts's first-load script imports it.
 */
export const PROJECT_LIST_REQUEST = { query: {} } as const;
