import { createBrowserStorage } from '@genba/api-client';

/**
 * Talk §3 browser storage: the SMS-login-in-progress flag, kept by the
 * api-client's typed storage like every other stored value. The number the
 * code went to sits beside it in session storage, so /login/code survives a
 * reload and "request again" needs no second entry; it must not outlive the tab.
 */
const NUMBER_KEY = 'genba.smsLoginTelNumber';
const shared = createBrowserStorage();

export type SmsLoginInProgress = { telNumber: string };

export const smsLoginStorage = {
  start(telNumber: string) {
    shared.smsLogin.start();
    sessionStorage.setItem(NUMBER_KEY, telNumber);
  },
  read(): SmsLoginInProgress | null {
    const telNumber = sessionStorage.getItem(NUMBER_KEY);
    return shared.smsLogin.isInProgress() && telNumber ? { telNumber } : null;
  },
  clear() {
    shared.smsLogin.finish();
    sessionStorage.removeItem(NUMBER_KEY);
  },
};
