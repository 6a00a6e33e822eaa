import { type ReactNode, useId } from 'react';
import { CheckIcon } from '../Icon/icons.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import styles from './AccountMenu.module.css';
import {
  type AccountMenuCompany,
  type AccountMenuEntry,
  type AccountMenuOffice,
  type AccountSwitch,
  accountMenuModel,
} from './accountMenuState.ts';

export type AccountMenuProps = {
  /** The button that opens the menu (the header's name and avatar). */
  trigger: ReactNode;
  /** The person's name, the menu's heading. */
  userName: string;
  companies: readonly AccountMenuCompany[];
  /** The offices the person belongs to in the current company. */
  offices: readonly AccountMenuOffice[];
  currentCompanyId: number;
  currentOfficeId: number | null;
  /** Called with the chosen company or office; not called for the current one. */
  onSwitch: (choice: AccountSwitch) => void;
  /** A switch is under way: choices are locked. */
  busy?: boolean;
  /** Why the last switch failed. */
  error?: string | null;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Links under the choices (profile, logout): the app's routes, which the library does not know. */
  children?: ReactNode;
};

const EntryList = ({
  heading,
  entries,
  busy,
  onSwitch,
}: {
  heading: string;
  entries: AccountMenuEntry[];
  busy: boolean;
  onSwitch: (choice: AccountSwitch) => void;
}) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {entries.map((e) => (
          <li key={e.id}>
            <button
              type="button"
              className={styles.entry}
              aria-current={e.current ? 'true' : undefined}
              aria-disabled={busy || undefined}
              data-state={e.current ? 'current' : undefined}
              onClick={() => {
                if (!busy && !e.current) onSwitch(e.choice);
              }}
            >
              <span className={styles.mark} aria-hidden="true">
                {e.current ? <CheckIcon size={16} /> : null}
              </span>
              <span className={styles.label}>{e.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * The account menu of the header: which company and office the person acts
 * for, the others they may switch to, and the app's account links. A person
 * with one company and one office sees them named, with nothing to choose.
 */
export const AccountMenu = ({
  trigger,
  userName,
  companies,
  offices,
  currentCompanyId,
  currentOfficeId,
  onSwitch,
  busy = false,
  error = null,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: AccountMenuProps) => {
  const model = accountMenuModel({ companies, offices, currentCompanyId, currentOfficeId });
  return (
    <Popover
      trigger={trigger}
      title={userName}
      align="end"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={styles.menu}
    >
      <EntryList heading="会社" entries={model.companies} busy={busy} onSwitch={onSwitch} />
      {model.offices.length > 0 ? (
        <EntryList heading="営業所" entries={model.offices} busy={busy} onSwitch={onSwitch} />
      ) : model.currentOfficeName ? (
        <p className={styles.office}>営業所：{model.currentOfficeName}</p>
      ) : null}
      {busy ? <Spinner size="sm" label="切り替えています" className={styles.busy} /> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {children ? <div className={styles.footer}>{children}</div> : null}
    </Popover>
  );
};
