import type { Logger } from '../internal/logger.ts';
import type { Outbox } from '../internal/outbox.ts';
import type { PushMessage, PushSender } from './types.ts';

/**
 * Offline default, like the local SMS and mail senders: nothing leaves the machine. Each
 * notification is logged and, outside production, appended to the development outbox.
 */
export const createLocalPushSender = (
  outbox: Outbox<PushMessage> | undefined,
  logger: Logger,
): PushSender => ({
  kind: 'local',
  send: async (message) => {
    logger.info(`[push] to member ${message.to}: ${message.title} ${message.body}`);
    await outbox?.append(message);
  },
});
