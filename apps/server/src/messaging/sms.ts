import type { Outbox } from './outbox.ts';

export type SmsMessage = {
  /** Digits only, Japanese domestic format (`09000000001`). */
  to: string;
  body: string;
  /** The login code carried in the body, kept separately so the dev outbox can hand it back. */
  code?: string;
};

export type SmsSender = {
  kind: string;
  send: (message: SmsMessage) => Promise<void>;
};

export type Logger = { info: (message: string) => void };

/**
 * Development default: nothing leaves the machine. The code is printed to the
 * server log and appended to the outbox, where GET /__dev/sms-outbox finds it.
 */
export const createLogSmsSender = (outbox: Outbox<SmsMessage>, logger: Logger): SmsSender => ({
  kind: 'log',
  send: async (message) => {
    logger.info(`[sms] to ${message.to}: ${message.body}`);
    await outbox.append(message);
  },
});

export type TwilioAccount = { accountSid: string; authToken: string; from: string };

/** +81 form for the provider: `09000000001` → `+819000000001`. */
export const toE164Japan = (digits: string): string =>
  digits.startsWith('0') ? `+81${digits.slice(1)}` : digits;

/** A real provider: Twilio's Messages API over HTTPS (selected by SMS_PROVIDER=twilio). */
export const createTwilioSmsSender = (
  account: TwilioAccount,
  fetchImpl: typeof fetch = fetch,
  baseUrl = 'https://api.twilio.com',
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
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new Error(`Twilio answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    }
  },
});
