import type { SmsSender } from './types.ts';

export type TwilioAccount = { accountSid: string; authToken: string; from: string };

/** +81 form for the provider: `09000000001` → `+819000000001`. */
export const toE164Japan = (digits: string): string =>
  digits.startsWith('0') ? `+81${digits.slice(1)}` : digits;

/** A real provider: Twilio's Messages API over HTTPS (SMS_ADAPTER=twilio). */
export const createTwilioSmsSender = (
  account: TwilioAccount,
  fetchImpl: typeof fetch = fetch,
  baseUrl = 'https://api.twilio.com',
  timeoutMs = 10_000,
): SmsSender => ({
  kind: 'twilio',
  send: async (message) => {
    const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: toE164Japan(message.to), From: account.from, Body: message.body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      throw new Error(`Twilio answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    }
  },
});
