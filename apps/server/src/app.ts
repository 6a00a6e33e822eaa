import path from 'node:path';
import { Hono } from 'hono';
import {
  type Adapters,
  createAdaptersFromConfig,
  createMessaging,
  createOutboxes,
  type MailSender,
  type SmsSender,
} from './adapters/index.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './auth/rateLimit.ts';
import type { Config } from './config/config.ts';
import type { Database, Db } from './db/client.ts';
import { csrfGuard } from './http/csrf.ts';
import { inputErrorFromDatabase } from './http/dbErrors.ts';
import type { AppDeps, AppEnv } from './http/env.ts';
import { errorResponse, HttpError } from './http/errors.ts';
import { limitRequests } from './http/limits.ts';
import { requestLog, stdoutRequestLog } from './http/requestLog.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { devRoutes } from './routes/dev.ts';
import { createTalkBus } from './routes/events/bus.ts';
import { routes } from './routes/index.ts';
import { reportServerError } from './routes/monitoring/index.ts';
import { serveWebApp } from './serve/webApp.ts';

export type CreateAppOptions = {
  db: Db;
  config: Config;
  /** Overrides for tests; defaults follow the config (SMS_ADAPTER, MAIL_ADAPTER). */
  sms?: SmsSender;
  mail?: MailSender;
  /** External-service adapters; by default chosen from the environment (local, offline ones unless configured). */
  adapters?: Adapters;
  rateLimits?: Partial<RateLimits>;
  logger?: AppDeps['logger'];
  now?: () => Date;
  /** One log line per API call (method, path, status, time); main.ts turns it on outside tests. */
  requestLog?: boolean;
  /** The database's LISTEN, so live talk events cross server processes; without it they stay in this process. */
  listen?: Database['listen'];
};

const consoleLogger: AppDeps['logger'] = {
  info: (message) => console.log(message),
  // A message without an error is printed alone, not followed by `undefined`.
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
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
    config.env === 'production' ? undefined : createOutboxes(path.join(config.dataDir, 'outbox'));
  const messaging = createMessaging(config.adapters, { logger, outboxes: outbox });
  const deps: AppDeps = {
    db: options.db,
    // Chosen here, once, so a misconfigured provider stops the server at start-up, not at its first call.
    adapters: options.adapters ?? createAdaptersFromConfig(config.adapters),
    config,
    sms: options.sms ?? messaging.sms,
    mail: options.mail ?? messaging.mail,
    push: messaging.push,
    outbox,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    logger,
    now: options.now ?? (() => new Date()),
    talk: createTalkBus(options.listen),
  };

  const app = new Hono<AppEnv>();
  // Outermost, so every answer (errors, 404, the web app's files) carries the headers.
  app.use(securityHeaders(config.env));
  // Limits and the origin check run before the session or the database is touched.
  app.use(limitRequests(routes));
  app.use(csrfGuard({ publicUrl: config.publicUrl }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  if (options.requestLog) {
    app.use('/api/*', requestLog(options.logger ? (line) => logger.info(line) : stdoutRequestLog()));
  }
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(error);
    // A value the database refuses (an id out of integer range, a NUL character) is the request's fault.
    const refused = inputErrorFromDatabase(error);
    if (refused) return errorResponse(refused);
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    reportServerError(c, error);
    // The details (SQL, parameters, stack) go to the log only, in every mode.
    return c.json({ message: INTERNAL_ERROR_MESSAGE }, 500);
  });
  for (const route of routes) route.mount(app);
  app.all('/api/*', (c) => c.json({ message: 'このAPIは存在しません' }, 404));
  if (outbox) devRoutes(app, outbox);
  serveWebApp(app, config.webDistDir);
  return { app, deps };
};
