import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import styles from './GanttBoard.module.css';
import type { GanttProjectAction } from './ganttTypes.ts';

/** The accessible name of a site row's menu on a phone (「<現場名>の操作」, like 「…の工程を確定」). */
export const projectMenuLabel = (caseName: string) => `${caseName}の操作`;

export type GanttProjectActionsProps = { caseName: string; actions: readonly GanttProjectAction[] };

/**
 * A site row's actions: inline buttons on a wide board; on a phone one menu button (Radix
 * DropdownMenu: Enter/Space opens, arrows move, Escape closes and focus returns to it), which
 * CSS switches so the markup does not depend on the window's width.
 */
export const GanttProjectActions = ({ caseName, actions }: GanttProjectActionsProps) => {
  // A chosen item runs once the menu has closed and put focus back on its button: a dialog the
  // item opens then remembers that button, and gives focus back to it when it closes.
  const chosen = useRef<(() => void) | null>(null);
  if (actions.length === 0) return null;
  return (
    <div className={styles.projectActions}>
      <span className={styles.inlineActions}>
        {actions.map((action) => (
          <Button
            key={action.key}
            size="sm"
            variant={action.variant ?? 'ghost'}
            aria-label={action.accessibleName}
            onClick={action.onSelect}
          >
            {action.label}
          </Button>
        ))}
      </span>
      <span className={styles.actionsMenu}>
        {/* Not modal: an item may open a dialog, which then owns the focus and the page. */}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button size="sm" variant="secondary" aria-label={projectMenuLabel(caseName)}>
              操作
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              className={styles.menu}
              align="end"
              sideOffset={4}
              collisionPadding={8}
              onCloseAutoFocus={() => {
                const run = chosen.current;
                chosen.current = null;
                run?.();
              }}
            >
              {actions.map((action) => (
                <DropdownMenu.Item
                  key={action.key}
                  className={styles.menuItem}
                  aria-label={action.accessibleName}
                  onSelect={() => {
                    chosen.current = action.onSelect;
                  }}
                >
                  {action.menuLabel ?? action.label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </span>
    </div>
  );
};
