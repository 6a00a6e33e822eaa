/** The home list's mode on a phone (talk §2: project, group and search tabs). */
export type SpHomeMode = 'sites' | 'groups' | 'search';

/** Header titles of the smartphone home list, one per mode. */
export const spHomeTitles = {
  sites: '現場一覧',
  groups: '個人・グループ',
  search: '検索',
} as const satisfies Record<SpHomeMode, string>;
