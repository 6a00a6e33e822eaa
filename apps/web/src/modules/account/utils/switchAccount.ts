import type { AccountSwitch } from '@genba/ui/account-menu';
import { switchRequestOf } from '@genba/ui/account-menu';
import type { WebApi } from '../../../app/api.ts';

export const SWITCH_FAILED_MESSAGE = '切り替えられませんでした。時間をおいて再度お試しください。';

/**
 * Switches the session to another company or office (switch_user_company),
 * then remembers it for the next login (update_login_company). The
 * operation headers follow the session at once: the second call, and any
 * call before the app reloads, would otherwise name the company just left
 * and be refused. Returns the message to show, or null when switched.
 */
export const switchAccount = async (
  { client, operation }: Pick<WebApi, 'client' | 'operation'>,
  choice: AccountSwitch,
): Promise<string | null> => {
  const switched = await client.call('switch_user_company', { body: switchRequestOf(choice) });
  if (!switched.ok) return switched.messages[0] ?? SWITCH_FAILED_MESSAGE;
  const { user } = switched.data;
  operation.set({ memberId: user.member_id, companyId: user.login_company_id, fieldId: null });
  // A failure here leaves only the next login's start: the switch itself has happened.
  await client.call('update_login_company', {
    body: { login_company_id: user.login_company_id, login_office_id: user.login_office_id },
  });
  return null;
};
