/**
 * The project a daily page is limited to: `?project_id=12` (the /talk project room's daily and
 * report tabs link there). Anything but a positive integer means no filter.
 */
export const projectFilterOf = (search: URLSearchParams): number | undefined => {
  const raw = search.get('project_id');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/** `?view=report` shows each report in full (the report tab); otherwise the compact daily list. */
export const dailyViewOf = (search: URLSearchParams): 'daily' | 'report' =>
  search.get('view') === 'report' ? 'report' : 'daily';
