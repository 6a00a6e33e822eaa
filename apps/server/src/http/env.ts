import type { Context } from 'hono';
import type { Adapters, Logger, MailSender, Outboxes, PushSender, SmsSender } from '../adapters/index.ts';
import type { RateLimits } from '../auth/rateLimit.ts';
import type { SessionAuth } from '../auth/session.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import type { TalkBus } from '../routes/events/bus.ts';

/** Everything a route may use, built once by createApp. */
export type AppDeps = {
  db: Db;
  /** External services (postal code, geocoding, fax, weather, payment), chosen once at start-up. */
  adapters: Adapters;
  config: Config;
  sms: SmsSender;
  mail: MailSender;
  /** Push notifications to members' devices (albumPush); offline by default. */
  push: PushSender;
  /** Development outboxes; undefined in production. */
  outbox: Outboxes | undefined;
  rateLimits: RateLimits;
  logger: Logger & { error: (message: string, error?: unknown) => void };
  now: () => Date;
  /** Live talk events (routes/events): NOTIFY fan-out when the database can listen, in-process otherwise. */
  talk: TalkBus;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** Set by the framework when a valid session cookie came with the request. */
    auth: SessionAuth | undefined;
  };
};

export type AppContext = Context<AppEnv>;
