import { qrLoginUrl } from '@genba/validators';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

export const QR_ISSUE_FAILED_MESSAGE = 'QRコードを発行できませんでした。時間をおいて再度お試しください。';

/** How often the open dialog asks whether its code was used (getQrLoginCodeState). */
export const QR_STATE_POLL_MS = 3_000;

type IssueState = {
  pending: boolean;
  error: string | null;
  issued: { url: string; expiresAt: number } | null;
  /** The live code itself, for asking what became of it. */
  code: string | null;
  /** What the server said of the code: used by a phone, or dead before its time. Null while it waits. */
  outcome: 'used' | 'expired' | null;
};

/**
 * Issues a QR login code when the dialog opens, and again on 再発行
 * (createQrLoginCode; the server revokes the earlier one). The code is kept
 * only in memory, as the URL the QR shows; its expiry is counted from the
 * answer's expires_in on this device's clock. While the code waits, the hook
 * asks every few seconds whether a phone used it (getQrLoginCodeState: the
 * talk event stream is per room, so it does not reach an account menu), and
 * stops once it was used or died.
 */
export const useQrLoginCode = () => {
  const { client } = useApi();
  const [state, setState] = useState<IssueState>({
    pending: true,
    error: null,
    issued: null,
    code: null,
    outcome: null,
  });
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
            code: result.data.code,
            outcome: null,
          }
        : {
            pending: false,
            error: result.messages[0] ?? QR_ISSUE_FAILED_MESSAGE,
            issued: null,
            code: null,
            outcome: null,
          },
    );
  }, [client]);
  useEffect(() => {
    void issue();
  }, [issue]);

  const { code, outcome, pending, issued } = state;
  useEffect(() => {
    if (pending || code === null || outcome !== null || issued === null) return;
    let stopped = false;
    const ask = async () => {
      const result = await client.call('getQrLoginCodeState', { body: { code } });
      // A failed ask (network) just waits for the next one; the countdown still runs.
      if (stopped || !result.ok || result.data.state === 'live') return;
      const told = result.data.state;
      setState((s) => (s.code === code ? { ...s, outcome: told } : s));
    };
    const timer = setInterval(() => {
      // Past its time the code is dead anyway: the countdown already says so.
      if (Date.now() >= issued.expiresAt) clearInterval(timer);
      else void ask();
    }, QR_STATE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client, code, outcome, pending, issued]);

  return { pending, error: state.error, issued, outcome, reissue: () => void issue() };
};
