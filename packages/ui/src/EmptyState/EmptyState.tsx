import type { ComponentProps, ReactNode } from 'react';
import { CloudOffIcon, InboxIcon, SearchIcon, UsersIcon } from '../Icon/icons.tsx';
import { cx } from '../internal/cx.ts';
import styles from './EmptyState.module.css';
import { type EmptyStatePreset, emptyStateTexts } from './empty-texts.ts';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** One of the spec's empty texts; `title` and `description` override it. */
  preset?: EmptyStatePreset;
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button such as 再読み込み or 顧客を登録. */
  action?: ReactNode;
};

const presetIcon: Record<EmptyStatePreset, ReactNode> = {
  noData: <InboxIcon size={40} />,
  noSearchResult: <SearchIcon size={40} />,
  fetchFailed: <CloudOffIcon size={40} />,
  enterKeyword: <SearchIcon size={40} />,
  noCustomers: <UsersIcon size={40} />,
};

/** What a list shows when it has nothing to show. */
export const EmptyState = ({
  preset = 'noData',
  title,
  description,
  icon,
  action,
  className,
  ...rest
}: EmptyStateProps) => {
  const text: { title: string; description?: string } = emptyStateTexts[preset];
  const body = description ?? (title === undefined ? text.description : undefined);
  return (
    <div
      className={cx(styles.emptyState, className)}
      data-preset={preset}
      role={preset === 'fetchFailed' ? 'alert' : undefined}
      {...rest}
    >
      <span className={styles.icon}>{icon ?? presetIcon[preset]}</span>
      <p className={styles.title}>{title ?? text.title}</p>
      {body && <p className={styles.description}>{body}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
};
