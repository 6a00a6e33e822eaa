import { AccountMenu, type AccountSwitch } from '@genba/ui/account-menu';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../app/ApiContext.tsx';
import { createdAppQueryClient } from '../../../app/lazyQueryClient.ts';
import { useMember } from '../../session/hooks/useSession.ts';
import { HOME_PATH } from '../../session/utils/routeGuard.ts';
import { switchAccount } from '../utils/switchAccount.ts';
import styles from './AccountSwitchMenu.module.css';

// The QR encoder comes with the dialog, on first use: not in any page's first load.
const QrLoginDialog = lazy(() =>
  import('../../login/components/QrLoginDialog/QrLoginDialog.tsx').then((m) => ({
    default: m.QrLoginDialog,
  })),
);

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

/**
 * The header's account menu: switch company or office, profile, スマートフォンでログイン (the QR
 * dialog, outside the popover so closing the menu keeps it), logout. Its own chunk (loaded on idle or use).
 */
export const AccountSwitchMenu = ({
  trigger,
  defaultOpen,
  onSwitched = reloadAtHome,
}: AccountSwitchMenuProps) => {
  const init = useMember();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(defaultOpen ?? false);
  const [qrOpen, setQrOpen] = useState(false);
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
    <>
      <AccountMenu
        trigger={trigger}
        open={menuOpen}
        onOpenChange={setMenuOpen}
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
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            setMenuOpen(false);
            setQrOpen(true);
          }}
        >
          スマートフォンでログイン
        </button>
        <Link to="/logout" className={styles.link}>
          ログアウト
        </Link>
      </AccountMenu>
      {qrOpen ? (
        <Suspense fallback={null}>
          <QrLoginDialog onClose={() => setQrOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
