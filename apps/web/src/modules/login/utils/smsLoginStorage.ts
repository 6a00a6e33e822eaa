/**
 * Talk §3 browser storage: the SMS-login-in-progress flag. We keep the number
 * the code went to with it, so /login/code survives a reload and can send
 * "request again" without asking for the number twice. Session storage: the
 * flag must not outlive the tab.
 */
const KEY = 'genba.smsLoginInProgress';

export type SmsLoginInProgress = { telNumber: string };

export const smsLoginStorage = {
  start(telNumber: string) {
    sessionStorage.setItem(KEY, JSON.stringify({ telNumber } satisfies SmsLoginInProgress));
  },
  read(): SmsLoginInProgress | null {
    try {
      const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
      if (value && typeof value === 'object' && 'telNumber' in value && typeof value.telNumber === 'string') {
        return { telNumber: value.telNumber };
      }
    } catch {
      // A value written by an older version: treat as absent.
    }
    return null;
  },
  clear() {
    sessionStorage.removeItem(KEY);
  },
};
