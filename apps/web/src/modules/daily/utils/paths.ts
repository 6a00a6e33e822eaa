/** A report's own page (/daily/detail/:id, never /daily/:id, which reads as a project). */
export const dailyDetailPath = (dailyId: number) => `/daily/detail/${dailyId}`;
