import { AlertDialog } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import dialogStyles from '../Dialog/Dialog.module.css';
import { cx } from '../internal/cx.ts';
import styles from './ConfirmDialog.module.css';

/**
 * `default` asks to confirm; `destructive` paints the confirm button red
 * (deleting, cancelling a contract); `notice` has a single button that only
 * acknowledges (the 419 dialog 認証が切れました).
 */
export type ConfirmDialogVariant = 'default' | 'destructive' | 'notice';

export type ConfirmDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  /** The message. Line breaks in a string are kept. */
  description?: ReactNode;
  variant?: ConfirmDialogVariant;
  confirmLabel?: string;
  cancelLabel?: string;
  /** May return a promise: the button shows a spinner; the dialog closes if it resolves and stays if it rejects. */
  onConfirm?: () => void | Promise<void>;
  /** Why the last confirm failed (a refusal from the server), said in the dialog that stays open. */
  error?: ReactNode;
  onCancel?: () => void;
  className?: string;
};

const defaultConfirmLabel = { default: 'OK', destructive: '削除する', notice: 'OK' } as const;

/** A confirmation (Radix AlertDialog, max width 370): focus starts on the least harmful button. */
export const ConfirmDialog = ({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  variant = 'default',
  confirmLabel = defaultConfirmLabel[variant],
  cancelLabel = 'キャンセル',
  onConfirm,
  onCancel,
  error,
  className,
}: ConfirmDialogProps) => {
  const [openState, setOpenState] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  // Without a trigger (opened by state: a menu item, a drag) Radix has nowhere to put focus back on
  // closing, so the element that had it when the dialog opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm?.();
    if (result instanceof Promise) {
      setPending(true);
      try {
        await result;
        setOpen(false);
      } catch {
        // The caller reports the failure (a toast); the dialog stays open so the user can retry.
      } finally {
        setPending(false);
      }
    } else {
      setOpen(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content
          className={cx(dialogStyles.content, styles.content, className)}
          data-size="confirm"
          data-variant={variant}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            if (trigger || !back?.isConnected) return;
            event.preventDefault();
            back.focus();
          }}
        >
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className={dialogStyles.description}>
              {description}
            </AlertDialog.Description>
          )}
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            {variant !== 'notice' && (
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" onClick={onCancel} disabled={pending}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
            )}
            <Button
              variant={variant === 'destructive' ? 'danger' : 'primary'}
              loading={pending}
              onClick={confirm}
              // For a notice the only button gets the focus; otherwise Radix focuses Cancel.
              autoFocus={variant === 'notice'}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
};
