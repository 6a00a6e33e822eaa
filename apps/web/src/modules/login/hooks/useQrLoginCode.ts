import { qrLoginUrl } from '@genba/validators';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

export const QR_ISSUE_FAILED_MESSAGE = 'QRコードを発行できませんでした。時間をおいて再度お試しください。';

type IssueState = {
  pending: boolean;
  error: string | null;
  issued: { url: string; expiresAt: number } | null;
};

/**
 * Issues a QR login code when the dialog opens, and again on 再発行
 * (createQrLoginCode; the server revokes the earlier one). The code is kept
 * only in memory, as the URL the QR shows; its expiry is counted from the
 * answer's expires_in on this device's clock.
 */
export const useQrLoginCode = () => {
  const { client } = useApi();
  const [state, setState] = useState<IssueState>({ pending: true, error: null, issued: null });
  const issue = useCallback(async () => {
    setState((s) => ({ ...s, pending: true, error: null }));
    const result = await client.call('createQrLoginCode', {});
    setState(
      result.ok
        ? {
            pending: false,
            error: null,
            issued: {
              url: qrLoginUrl(window.location.origin, result.data.code),
              expiresAt: Date.now() + result.data.expires_in * 1000,
            },
          }
        : { pending: false, error: result.messages[0] ?? QR_ISSUE_FAILED_MESSAGE, issued: null },
    );
  }, [client]);
  useEffect(() => {
    void issue();
  }, [issue]);
  return { ...state, reissue: () => void issue() };
};
