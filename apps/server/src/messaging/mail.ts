import type { Outbox } from './outbox.ts';
import type { Logger } from './sms.ts';

export type MailMessage = { to: string; subject: string; text: string };

export type MailSender = {
  kind: string;
  send: (message: MailMessage) => Promise<void>;
};

/** Development default: the mail is printed to the server log and appended to the outbox. */
export const createLogMailSender = (outbox: Outbox<MailMessage>, logger: Logger): MailSender => ({
  kind: 'log',
  send: async (message) => {
    logger.info(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
    await outbox.append(message);
  },
});
