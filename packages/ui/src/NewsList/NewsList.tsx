import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './NewsList.module.css';
import { type NewsListItem, newsDay } from './newsListState.ts';

export type NewsListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  items: readonly NewsListItem[];
  /** Opening an item: the page decides between the detail page and a download (talk §4). */
  onOpen: (item: NewsListItem) => void;
  /** Shown instead of the list when there are no items. */
  empty?: ReactNode;
};

/**
 * A list of news or mentions: unread items carry a dot and a bold title (and say 未読 to
 * screen readers); each row is one button, so the list is used with Tab and Enter.
 */
export const NewsList = ({ items, onOpen, empty, className, ...rest }: NewsListProps) => {
  if (items.length === 0) return empty ?? null;
  return (
    <ul className={cx(styles.list, className)} {...rest}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-state={item.read ? 'read' : 'unread'}>
          <button type="button" className={styles.open} onClick={() => onOpen(item)}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.title}>
              {item.read ? null : <span className={styles.visuallyHidden}>未読 </span>}
              {item.title}
            </span>
            <span className={styles.meta}>
              <span>{item.kind}</span>
              <time dateTime={item.date.replace(' ', 'T')}>{newsDay(item.date)}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
};
