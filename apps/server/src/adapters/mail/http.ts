import { requestJson } from '../internal/http.ts';
import type { MailSender } from './types.ts';

export type HttpMailOptions = {
  /** The company's mail relay: receives `{ from, to, subject, text }` as JSON. */
  readonly url: string;
  readonly apiKey: string;
  readonly from: string;
  readonly timeoutMs: number;
};

/**
 * A real sender: one JSON POST per mail to a relay (bearer key), the same
 * shape as the payment gateway's protocol, so the relay can front SES,
 * SendGrid or an SMTP server without touching the server.
 */
export const createHttpMailSender = (options: HttpMailOptions): MailSender => ({
  kind: 'http',
  send: async (message) => {
    await requestJson({
      service: 'mail',
      url: options.url,
      method: 'POST',
      headers: { authorization: `Bearer ${options.apiKey}` },
      body: { from: options.from, to: message.to, subject: message.subject, text: message.text },
      timeoutMs: options.timeoutMs,
      failureMessage: 'Mail request failed',
    });
  },
});
