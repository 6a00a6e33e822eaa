import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { CloseIcon } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../internal/cx.ts';
import styles from './Dialog.module.css';

/** Widths the spec fixes: confirm 370, notification 430, settings box 660. */
export type DialogSize = 'confirm' | 'notification' | 'settings';

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (a Button). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  size?: DialogSize;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** Hide the × button (the dialog still closes with Escape). */
  hideCloseButton?: boolean;
  className?: string;
  children?: ReactNode;
};

/** A modal dialog (Radix): focus is trapped, Escape and the × button close it. */
export const Dialog = ({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  size = 'notification',
  footer,
  hideCloseButton = false,
  className,
  children,
}: DialogProps) => (
  <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
    {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={cx(styles.content, className)}
        data-size={size}
        // Without a description Radix warns unless aria-describedby is explicitly empty.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <header className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {!hideCloseButton && (
            <RadixDialog.Close asChild>
              <IconButton aria-label="閉じる" size="sm" icon={<CloseIcon />} />
            </RadixDialog.Close>
          )}
        </header>
        {description && (
          <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
        )}
        {children && <div className={styles.body}>{children}</div>}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  </RadixDialog.Root>
);

/** Wrap a button in `Dialog.Close` to close the dialog when it is pressed. */
Dialog.Close = RadixDialog.Close;
