import type { TAdminUser } from '@genba/api-client/schemas';
import { toWireDateTime } from '../user/wire.ts';
import { type AdminRow, roleOf } from './queries.ts';

export const toWireAdminUser = (row: AdminRow): TAdminUser => ({
  id: row.id,
  name: row.name ?? row.email ?? '',
  email: row.email ?? '',
  role: roleOf(row),
  created_at: toWireDateTime(row.createdAt),
  updated_at: toWireDateTime(row.updatedAt ?? row.createdAt),
});
