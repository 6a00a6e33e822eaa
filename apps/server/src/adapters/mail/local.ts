import type { Logger } from '../internal/logger.ts';
import type { Outbox } from '../internal/outbox.ts';
import type { MailMessage, MailSender } from './types.ts';

/** Offline default: the mail is printed to the server log and, outside production, appended to the outbox. */
export const createLocalMailSender = (
  outbox: Outbox<MailMessage> | undefined,
  logger: Logger,
): MailSender => ({
  kind: 'local',
  send: async (message) => {
    logger.info(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
    await outbox?.append(message);
  },
});
