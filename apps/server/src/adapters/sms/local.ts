import type { Logger } from '../internal/logger.ts';
import type { Outbox } from '../internal/outbox.ts';
import type { SmsMessage, SmsSender } from './types.ts';

/**
 * Offline default: nothing leaves the machine. The code is printed to the
 * server log and, outside production, appended to the development outbox,
 * where GET /__dev/sms-outbox (loopback only) finds it.
 */
export const createLocalSmsSender = (outbox: Outbox<SmsMessage> | undefined, logger: Logger): SmsSender => ({
  kind: 'local',
  send: async (message) => {
    logger.info(`[sms] to ${message.to}: ${message.body}`);
    await outbox?.append(message);
  },
});
