import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react';
import type { AccountSwitchMenuProps } from '../../../account/components/AccountSwitchMenu.tsx';
import styles from './MemberLayout.module.css';

type Menu = ComponentType<AccountSwitchMenuProps>;

let loading: Promise<Menu> | undefined;

/** The menu is its own chunk: nothing of it is in a page's first load (/talk's budget). */
const loadMenu = (): Promise<Menu> => {
  loading ??= import('../../../account/components/AccountSwitchMenu.tsx').then(
    (m) => m.AccountSwitchMenu,
    (error: unknown) => {
      loading = undefined; // a failed chunk may load on the next try
      throw error;
    },
  );
  return loading;
};

/**
 * The header's name and avatar as the account menu's button. Until the
 * menu's chunk has arrived (after a short idle, or at the first hover,
 * focus or click) a plain button stands in; a click on it opens the menu
 * as soon as it is there.
 */
export const AccountMenuSlot = ({ children }: { children: ReactNode }) => {
  const [menu, setMenu] = useState<{ Menu: Menu }>();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const load = useCallback(() => {
    loadMenu().then(
      (Menu) => setMenu({ Menu }),
      () => {},
    );
  }, []);
  useEffect(() => {
    const id = setTimeout(load, 2000);
    return () => clearTimeout(id);
  }, [load]);
  // The name the button shows (or its avatar's) leads its accessible name (WCAG 2.5.3, label in name).
  const content = (
    <>
      {children}
      <span className={styles.visuallyHidden}>アカウントメニュー</span>
    </>
  );
  if (menu)
    return (
      <menu.Menu
        defaultOpen={openOnLoad}
        trigger={
          <button type="button" className={styles.account}>
            {content}
          </button>
        }
      />
    );
  return (
    <button
      type="button"
      className={styles.account}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setOpenOnLoad(true);
        load();
      }}
    >
      {content}
    </button>
  );
};
