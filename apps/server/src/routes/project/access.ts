import { isFreeAccount } from '@genba/validators';
import type { CompanyRow, MemberRow } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../http/env.ts';
import { forbidden } from '../../http/errors.ts';
import { isRouteAllowed } from '../../permissions/routeAccess.ts';
import { loadAccessSubject } from '../../permissions/subject.ts';

/**
 * Core §6 on the server: a screen's calls need the member permission and the
 * company's contract feature, decided by the same table as init_data_pc's
 * route_allowed (permissions/routeAccess.ts), so the menu and the API agree.
 */
export type FeatureCaller = { db: Db; member: MemberRow; company: CompanyRow; deps: AppDeps };

export const FEATURE_MESSAGE = {
  customer: '顧客情報を閲覧する権限がありません。',
  completion: '進捗状況の設定を変更する権限がありません。',
} as const;

export const isFeatureAllowed = async (
  { db, member, company, deps }: FeatureCaller,
  feature: 'customer' | 'building' | 'genbamastersetting' | 'project-registration',
): Promise<boolean> => isRouteAllowed(feature, await loadAccessSubject(db, member, company, deps.now()));

export const requireFeature = async (
  caller: FeatureCaller,
  feature: 'customer' | 'building' | 'genbamastersetting',
  message: string,
): Promise<void> => {
  if (!(await isFeatureAllowed(caller, feature))) throw forbidden(message);
};

/** Free accounts are told registration is paid (core §1) rather than refused without a reason. */
export const requireProjectWriter = async (
  caller: FeatureCaller,
  paidMessage: string,
  roleMessage: string,
) => {
  if (isFreeAccount(caller.member.authId)) throw forbidden(paidMessage);
  if (!(await isFeatureAllowed(caller, 'project-registration'))) throw forbidden(roleMessage);
};
