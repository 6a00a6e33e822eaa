import { useEffect, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { QrCode } from './QrCode.tsx';
import styles from './QrLoginDialog.module.css';
import {
  type QrLoginDialogInput,
  qrLoginDialogView,
  QR_LOGIN_DIALOG_TEXT as T,
} from './qrLoginDialogState.ts';

export type QrLoginDialogProps = Omit<QrLoginDialogInput, 'now'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Issues a new code (the old one dies on the server). */
  onReissue: () => void;
  /** The clock (epoch ms); Date.now by default, fixed in stories. */
  now?: () => number;
};

/** Re-renders every second while `active`, so the countdown moves. */
const useTicking = (now: () => number, active: boolean): number => {
  const [time, setTime] = useState(now);
  useEffect(() => {
    setTime(now());
    if (!active) return;
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now, active]);
  return time;
};

/**
 * The account menu's 「スマートフォンでログイン」 (docs/adr/011): a one-time
 * code as a QR of its URL, the URL itself (for a phone that cannot scan), a
 * countdown and 再発行. The caller tells it (`outcome`) when a phone used the
 * code or it died early; an expired code says so and offers 再発行.
 */
export const QrLoginDialog = ({
  open,
  onOpenChange,
  pending,
  error,
  issued,
  onReissue,
  now = Date.now,
  outcome = null,
}: QrLoginDialogProps) => {
  const time = useTicking(now, open && issued !== null && outcome === null);
  const view = qrLoginDialogView({ pending, error, issued, now: time, outcome });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.title}
      description={T.explain}
      footer={
        <Button variant="secondary" onClick={onReissue} disabled={pending}>
          {T.reissue}
        </Button>
      }
    >
      <div className={styles.body} data-state={view.kind}>
        {view.kind === 'loading' ? <Spinner label={T.loading} /> : null}
        {view.kind === 'error' ? (
          <p role="alert" className={styles.error}>
            {view.message}
          </p>
        ) : null}
        {view.kind === 'used' ? (
          <p role="status" className={styles.used}>
            {T.used}
          </p>
        ) : null}
        {view.kind === 'expired' ? (
          <p role="alert" className={styles.error}>
            {T.expired}
          </p>
        ) : null}
        {view.kind === 'live' ? (
          <>
            <QrCode value={view.url} label={T.qrLabel} />
            <p className={styles.url} data-testid="qr-login-url">
              {view.url}
            </p>
            <p className={styles.countdown} aria-live="off">
              {T.countdown(view.countdown)}
            </p>
            <p className={styles.caution}>{T.caution}</p>
          </>
        ) : null}
      </div>
    </Dialog>
  );
};
