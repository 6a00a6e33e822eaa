import { QrLoginDialog as QrLoginDialogView } from '@genba/ui/qr-login-dialog';
import { useQrLoginCode } from '../../hooks/useQrLoginCode.ts';

export type QrLoginDialogProps = { onClose: () => void };

/**
 * The account menu's 「スマートフォンでログイン」: mounted when opened, so each
 * opening issues a fresh code. Its own chunk (with the QR encoder), loaded on use.
 */
export const QrLoginDialog = ({ onClose }: QrLoginDialogProps) => {
  const { pending, error, issued, outcome, reissue } = useQrLoginCode();
  return (
    <QrLoginDialogView
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      pending={pending}
      error={error}
      issued={issued}
      outcome={outcome}
      onReissue={reissue}
    />
  );
};
