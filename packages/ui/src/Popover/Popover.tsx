import { Popover as RadixPopover } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { CloseIcon } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../internal/cx.ts';
import styles from './Popover.module.css';

export type PopoverProps = {
  /** The element that opens it (a Button or IconButton). */
  trigger: ReactNode;
  /** Heading inside the popover; also its accessible name. */
  title?: ReactNode;
  /** The accessible name when there is no title. */
  'aria-label'?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Show a × button (for popovers holding a form). */
  showCloseButton?: boolean;
  className?: string;
  children: ReactNode;
};

/** A non-modal panel anchored to its trigger (Radix): Escape or a click outside closes it. */
export const Popover = ({
  trigger,
  title,
  'aria-label': ariaLabel,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  showCloseButton = false,
  className,
  children,
}: PopoverProps) => {
  const titleId = useId();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cx(styles.content, className)}
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : ariaLabel}
        >
          {(title || showCloseButton) && (
            <div className={styles.header}>
              {title && (
                <p id={titleId} className={styles.title}>
                  {title}
                </p>
              )}
              {showCloseButton && (
                <RadixPopover.Close asChild>
                  <IconButton aria-label="閉じる" size="sm" icon={<CloseIcon size={16} />} />
                </RadixPopover.Close>
              )}
            </div>
          )}
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
};

Popover.Close = RadixPopover.Close;
