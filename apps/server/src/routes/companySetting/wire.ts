import type { TCompanyTeam, TOccupation } from '@genba/api-client/schemas';

export const toWireOccupation = (row: { id: number; name: string; memberCount?: number }): TOccupation => ({
  id: row.id,
  name: row.name,
  member_count: row.memberCount ?? 0,
});

export const toWireTeam = (row: { id: number; name: string; projectCount?: number }): TCompanyTeam => ({
  id: row.id,
  name: row.name,
  project_count: row.projectCount ?? 0,
});
