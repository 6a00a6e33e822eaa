import type { TAccountChange } from '@genba/api-client/schemas';
import { ACCOUNT_CHANGE_STATUS } from '@genba/validators';
import { toWireDateTime } from '../user/wire.ts';
import type { AccountChangeRow } from './queries.ts';

type StatusInput = Pick<AccountChangeRow, 'completedAt' | 'usedAt' | 'expiresAt'>;

/** Core §4: completed once applied; auth waiting while the link is live; otherwise (revoked or late) expired. */
export const accountChangeStatus = (row: StatusInput, now: Date): TAccountChange['status'] => {
  if (row.completedAt) return ACCOUNT_CHANGE_STATUS.completed;
  if (row.usedAt === null && row.expiresAt.getTime() > now.getTime())
    return ACCOUNT_CHANGE_STATUS.authWaiting;
  return ACCOUNT_CHANGE_STATUS.expired;
};

export const toWireAccountChange = (row: AccountChangeRow, now: Date): TAccountChange => ({
  status: accountChangeStatus(row, now),
  email: row.email,
  expires_at: toWireDateTime(row.expiresAt),
});
