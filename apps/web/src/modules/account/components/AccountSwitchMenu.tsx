import { AccountMenu, type AccountSwitch } from '@genba/ui/account-menu';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../app/ApiContext.tsx';
import { createdAppQueryClient } from '../../../app/lazyQueryClient.ts';
import { useMember } from '../../session/hooks/useSession.ts';
import { HOME_PATH } from '../../session/utils/routeGuard.ts';
import { switchAccount } from '../utils/switchAccount.ts';
import styles from './AccountSwitchMenu.module.css';

export type AccountSwitchMenuProps = {
  trigger: ReactNode;
  defaultOpen?: boolean;
  /** After a switch; the app reloads at /talk (stories and tests pass their own). */
  onSwitched?: () => void;
};

/**
 * A full load, not a client-side navigation: every open page, cached query,
 * live event stream and remembered room belongs to the company just left,
 * and a fresh start reads the new company's init data before anything else.
 */
const reloadAtHome = () => window.location.assign(HOME_PATH);

/** The header's account menu: switch company or office, profile, logout. Its own chunk (loaded on idle or use). */
export const AccountSwitchMenu = ({
  trigger,
  defaultOpen,
  onSwitched = reloadAtHome,
}: AccountSwitchMenuProps) => {
  const init = useMember();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSwitch = async (choice: AccountSwitch) => {
    setBusy(true);
    setError(null);
    const failed = await switchAccount(api, choice);
    if (failed) {
      setBusy(false);
      setError(failed);
      return;
    }
    createdAppQueryClient()?.clear();
    onSwitched();
  };
  return (
    <AccountMenu
      trigger={trigger}
      defaultOpen={defaultOpen}
      userName={init.user.name}
      companies={init.belong_companies}
      offices={init.belong_offices}
      currentCompanyId={init.user.login_company_id}
      currentOfficeId={init.user.login_office_id}
      onSwitch={(choice) => void onSwitch(choice)}
      busy={busy}
      error={error}
    >
      <Link to="/account" className={styles.link}>
        プロフィール編集
      </Link>
      <Link to="/logout" className={styles.link}>
        ログアウト
      </Link>
    </AccountMenu>
  );
};
