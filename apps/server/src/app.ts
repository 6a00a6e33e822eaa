import path from 'node:path';
import { Hono } from 'hono';
import { type Adapters, createAdapters } from './adapters/index.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './auth/rateLimit.ts';
import type { Config } from './config/config.ts';
import type { Db } from './db/client.ts';
import type { AppDeps, AppEnv } from './http/env.ts';
import { errorResponse, HttpError } from './http/errors.ts';
import { createLogMailSender, type MailMessage, type MailSender } from './messaging/mail.ts';
import { createOutbox } from './messaging/outbox.ts';
import {
  createLogSmsSender,
  createTwilioSmsSender,
  type SmsMessage,
  type SmsSender,
} from './messaging/sms.ts';
import { devRoutes } from './routes/dev.ts';
import { routes } from './routes/index.ts';
import { reportServerError } from './routes/monitoring/index.ts';
import { serveWebApp } from './serve/webApp.ts';

export type CreateAppOptions = {
  db: Db;
  config: Config;
  /** Overrides for tests; defaults follow the config (SMS_PROVIDER) and log/outbox otherwise. */
  sms?: SmsSender;
  mail?: MailSender;
  /** External-service adapters; by default chosen from the environment (local, offline ones unless configured). */
  adapters?: Adapters;
  rateLimits?: Partial<RateLimits>;
  logger?: AppDeps['logger'];
  now?: () => Date;
  /** One log line per API call (method, path, status, time); main.ts turns it on outside tests. */
  requestLog?: boolean;
};

const consoleLogger: AppDeps['logger'] = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error),
};

const INTERNAL_ERROR_MESSAGE = 'サーバーでエラーが発生しました。しばらくしてから再度お試しください。';

/**
 * The whole HTTP application: catalogue routes under /api, the development
 * outboxes under /__dev (not in production), and the built web app with an
 * SPA fallback. Tests call `app.request(...)` or serve it on a port.
 */
export const createApp = (options: CreateAppOptions): { app: Hono<AppEnv>; deps: AppDeps } => {
  const { config } = options;
  const logger = options.logger ?? consoleLogger;
  const outbox =
    config.env === 'production'
      ? undefined
      : {
          sms: createOutbox<SmsMessage>(path.join(config.dataDir, 'outbox', 'sms.jsonl')),
          mail: createOutbox<MailMessage>(path.join(config.dataDir, 'outbox', 'mail.jsonl')),
        };
  const noOutbox = { file: '', append: async () => {}, latest: async () => undefined };
  const defaultSms =
    config.smsProvider === 'twilio' && config.twilio
      ? createTwilioSmsSender(config.twilio)
      : createLogSmsSender(outbox?.sms ?? noOutbox, logger);
  const deps: AppDeps = {
    db: options.db,
    // Chosen here, once, so a misconfigured provider stops the server at start-up, not at its first call.
    adapters: options.adapters ?? createAdapters(process.env, config.dataDir),
    config,
    sms: options.sms ?? defaultSms,
    mail: options.mail ?? createLogMailSender(outbox?.mail ?? noOutbox, logger),
    outbox,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    logger,
    now: options.now ?? (() => new Date()),
  };

  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  if (options.requestLog) {
    app.use('/api/*', async (c, next) => {
      const started = performance.now();
      await next();
      logger.info(
        `${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`,
      );
    });
  }
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(error);
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    reportServerError(c, error);
    const detail =
      config.env === 'production' ? undefined : String(error instanceof Error ? error.message : error);
    return c.json({ message: INTERNAL_ERROR_MESSAGE, ...(detail ? { errors: [detail] } : {}) }, 500);
  });
  for (const route of routes) route.mount(app);
  app.all('/api/*', (c) => c.json({ message: 'このAPIは存在しません' }, 404));
  if (outbox) devRoutes(app, outbox);
  serveWebApp(app, config.webDistDir);
  return { app, deps };
};
