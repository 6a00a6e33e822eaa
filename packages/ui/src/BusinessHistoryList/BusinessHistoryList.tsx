import type { ComponentProps, ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { cx } from '../internal/cx.ts';
import styles from './BusinessHistoryList.module.css';
import { type BusinessHistoryListItem, toHistoryRows } from './businessHistoryListState.ts';

export type BusinessHistoryListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  items: readonly BusinessHistoryListItem[];
  /** Editing an entry; without it (a reader without the right) no 編集 button is shown. */
  onEdit?: (item: BusinessHistoryListItem) => void;
  /** Deleting an entry: the page asks first (core §8); without it no 削除 button is shown. */
  onDelete?: (item: BusinessHistoryListItem) => void;
  /** Shown instead of the list when there are no entries. */
  empty?: ReactNode;
  /** What the page shows under an entry's memo (its attached files). */
  renderAfter?: (item: BusinessHistoryListItem) => ReactNode;
};

/**
 * A project's business history (営業履歴), newest first: when, the class, a
 * claim badge, who was met, the memo and the classifications. Each entry's
 * buttons name the entry, so a screen reader (and Tab) tells them apart.
 */
export const BusinessHistoryList = ({
  items,
  onEdit,
  onDelete,
  empty,
  renderAfter,
  className,
  ...rest
}: BusinessHistoryListProps) => {
  if (items.length === 0) return empty ?? null;
  return (
    <ul className={cx(styles.list, className)} {...rest}>
      {toHistoryRows(items).map(({ item, when, classLabel, claim, tags }) => (
        <li key={item.id} className={styles.item} data-claim={claim ? 'true' : undefined}>
          <div className={styles.head}>
            <time className={styles.when} dateTime={item.operation_date}>
              {when}
            </time>
            <Badge tone="info">{classLabel}</Badge>
            {claim && (
              <Badge tone="danger" variant="solid">
                クレーム
              </Badge>
            )}
            {tags.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
            {(onEdit || onDelete) && (
              <span className={styles.actions}>
                {onEdit && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${when}の${classLabel}を編集`}
                    onClick={() => onEdit(item)}
                  >
                    編集
                  </Button>
                )}
                {onDelete && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${when}の${classLabel}を削除`}
                    onClick={() => onDelete(item)}
                  >
                    削除
                  </Button>
                )}
              </span>
            )}
          </div>
          {item.contact_person && <p className={styles.person}>対応者: {item.contact_person}</p>}
          {item.memo && <p className={styles.memo}>{item.memo}</p>}
          {renderAfter?.(item)}
          {item.created_by_name && <p className={styles.by}>記録: {item.created_by_name}</p>}
        </li>
      ))}
    </ul>
  );
};
