import type { SessionAuth } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { isManager, isRouteAllowed } from '../../permissions/routeAccess.ts';
import { loadAccessSubject } from '../../permissions/subject.ts';

export const FEATURE_REFUSED_MESSAGE = 'この機能を利用する権限がありません。';

/** The session's actor as the daily, attendance and aggregate routes read it. */
export type Actor = Pick<SessionAuth, 'member' | 'company'>;

/**
 * Core §6: daily, attendance and aggregate need both the member's permission and the company's
 * contract feature. The same rule as the route guard (init_data_pc's route_allowed), decided here
 * on every call so a client that skips the guard is refused too.
 */
export const requireFeature = async (
  db: Db,
  actor: Actor,
  feature: 'daily' | 'attendance' | 'aggregate',
  now: Date,
): Promise<void> => {
  const allowed = isRouteAllowed(feature, await loadAccessSubject(db, actor.member, actor.company, now));
  if (!allowed) throw forbidden(FEATURE_REFUSED_MESSAGE);
};

/** Who confirms dailies, approves attendance and locks months: company and office managers. */
export const canManage = (actor: Actor): boolean => isManager(actor.member.authId);
