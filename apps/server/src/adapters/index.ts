import { join } from 'node:path';
import { type AdapterConfig, type Env, readAdapterConfig } from '../config/adapters.ts';
import { createOutboxFaxAdapter } from './fax/outbox.ts';
import { createProxyFaxAdapter } from './fax/proxy.ts';
import type { FaxAdapter } from './fax/types.ts';
import { createGoogleGeocodingAdapter } from './geocoding/google.ts';
import { createLocalGeocodingAdapter } from './geocoding/local.ts';
import type { GeocodingAdapter } from './geocoding/types.ts';
import type { Logger } from './internal/logger.ts';
import { createOutbox, type Outbox } from './internal/outbox.ts';
import { createHttpMailSender } from './mail/http.ts';
import { createLocalMailSender } from './mail/local.ts';
import type { MailMessage, MailSender } from './mail/types.ts';
import {
  createClamdMalwareScanner,
  createEicarMalwareScanner,
  type MalwareScanner,
} from './malwareScanner/index.ts';
import { createLogMonitoringAdapter } from './monitoring/log.ts';
import { createSentryMonitoringAdapter } from './monitoring/sentry.ts';
import type { MonitoringAdapter } from './monitoring/types.ts';
import { createGatewayPaymentAdapter } from './payment/gateway.ts';
import { createLocalPaymentAdapter } from './payment/local.ts';
import type { PaymentAdapter } from './payment/types.ts';
import { createHeartRailsPostalCodeAdapter } from './postalCode/heartrails.ts';
import { createLocalPostalCodeAdapter } from './postalCode/local.ts';
import type { PostalCodeAdapter } from './postalCode/types.ts';
import { createLocalPushSender } from './push/local.ts';
import type { PushMessage, PushSender } from './push/types.ts';
import { createLocalSmsSender } from './sms/local.ts';
import { createTwilioSmsSender } from './sms/twilio.ts';
import type { SmsMessage, SmsSender } from './sms/types.ts';
import { createLocalStorageAdapter, createS3StorageAdapter, type StorageAdapter } from './storage/index.ts';
import { createLocalWeatherAdapter } from './weather/local.ts';
import { createOpenWeatherMapAdapter } from './weather/openWeatherMap.ts';
import type { WeatherAdapter } from './weather/types.ts';

export type { AdapterConfig, Env } from '../config/adapters.ts';
export { AdapterConfigError, readAdapterConfig } from '../config/adapters.ts';
export type { FaxAdapter, FaxJob, FaxPayload, FaxReceipt } from './fax/types.ts';
export { FaxRejectedError } from './fax/types.ts';
export type { GeocodeResult, GeocodingAdapter } from './geocoding/types.ts';
export { GEOCODING_FAILED, GEOCODING_REQUEST_FAILED, GeocodingError } from './geocoding/types.ts';
export { AdapterError } from './internal/errors.ts';
export type { Logger } from './internal/logger.ts';
export type { Outbox } from './internal/outbox.ts';
export type { MailMessage, MailSender } from './mail/types.ts';
export type { MalwareScanner, ScanResult } from './malwareScanner/index.ts';
export { EICAR_SIGNATURE, EICAR_TEST_STRING } from './malwareScanner/index.ts';
export type { MonitoringAdapter, MonitoringEvent } from './monitoring/types.ts';
export { LOCAL_TEST_CARDS } from './payment/local.ts';
export type { BillStatus, CardInput, PaymentAdapter, RegisteredCard } from './payment/types.ts';
export type { AddressResult, PostalCodeAdapter } from './postalCode/types.ts';
export type { PushMessage, PushSender } from './push/types.ts';
export type { SmsMessage, SmsSender } from './sms/types.ts';
export type { StorageAdapter } from './storage/index.ts';
export type { WeatherAdapter, WeatherReport } from './weather/types.ts';

/** The external services a route calls through deps.adapters, one adapter each (SMS and mail: createMessaging). */
export type Adapters = {
  readonly postalCode: PostalCodeAdapter;
  readonly geocoding: GeocodingAdapter;
  readonly fax: FaxAdapter;
  readonly weather: WeatherAdapter;
  readonly payment: PaymentAdapter;
  /** Error monitoring (talk §8, §9): the server log, or a Sentry-compatible service. */
  readonly monitoring: MonitoringAdapter;
  /** Photo and file storage: a local directory, or S3-compatible object storage. */
  readonly storage: StorageAdapter;
  /** Every upload is scanned before it is stored (ADR 013): the EICAR test hook, or ClamAV. */
  readonly malwareScanner: MalwareScanner;
};

export const createAdaptersFromConfig = (config: AdapterConfig): Adapters => {
  const timeoutMs = config.timeoutMs;
  return {
    postalCode:
      config.postalCode.kind === 'local'
        ? createLocalPostalCodeAdapter()
        : createHeartRailsPostalCodeAdapter({ url: config.postalCode.url, timeoutMs }),
    geocoding:
      config.geocoding.kind === 'local'
        ? createLocalGeocodingAdapter()
        : createGoogleGeocodingAdapter({
            url: config.geocoding.url,
            apiKey: config.geocoding.apiKey,
            timeoutMs,
          }),
    fax:
      config.fax.kind === 'local'
        ? createOutboxFaxAdapter({ directory: config.fax.outboxDir, account: config.fax.account })
        : createProxyFaxAdapter({ url: config.fax.url, account: config.fax.account, timeoutMs }),
    weather:
      config.weather.kind === 'local'
        ? createLocalWeatherAdapter()
        : createOpenWeatherMapAdapter({ url: config.weather.url, apiKey: config.weather.apiKey, timeoutMs }),
    payment:
      config.payment.kind === 'local'
        ? createLocalPaymentAdapter()
        : createGatewayPaymentAdapter({ url: config.payment.url, secret: config.payment.secret, timeoutMs }),
    monitoring:
      config.monitoring.kind === 'log'
        ? createLogMonitoringAdapter()
        : createSentryMonitoringAdapter({
            dsn: config.monitoring.dsn,
            environment: config.monitoring.environment,
            timeoutMs,
          }),
    storage:
      config.storage.kind === 'local'
        ? createLocalStorageAdapter(config.storage.directory)
        : createS3StorageAdapter({ ...config.storage, timeoutMs }),
    malwareScanner:
      config.malwareScanner.kind === 'local'
        ? createEicarMalwareScanner()
        : createClamdMalwareScanner(config.malwareScanner),
  };
};

/**
 * Builds the adapters from a given environment record (tests). The server
 * itself uses createAdaptersFromConfig(loadConfig().adapters): one loader.
 */
export const createAdapters = (env: Env, dataDir: string): Adapters =>
  createAdaptersFromConfig(readAdapterConfig(env, dataDir));

/** The development outboxes: what the local SMS and mail adapters would have sent, as JSON lines. */
export type Outboxes = { sms: Outbox<SmsMessage>; mail: Outbox<MailMessage>; push: Outbox<PushMessage> };

export const createOutboxes = (directory: string): Outboxes => ({
  sms: createOutbox<SmsMessage>(join(directory, 'sms.jsonl')),
  mail: createOutbox<MailMessage>(join(directory, 'mail.jsonl')),
  push: createOutbox<PushMessage>(join(directory, 'push.jsonl')),
});

export type Messaging = { readonly sms: SmsSender; readonly mail: MailSender; readonly push: PushSender };

/**
 * SMS and mail, chosen like the other adapters: local (the log, plus the
 * development outbox when one is given) unless a real provider is configured.
 */
export const createMessaging = (
  config: AdapterConfig,
  options: { logger: Logger; outboxes: Outboxes | undefined },
): Messaging => ({
  sms:
    config.sms.kind === 'local'
      ? createLocalSmsSender(options.outboxes?.sms, options.logger)
      : createTwilioSmsSender(config.sms, fetch, config.sms.url, config.timeoutMs),
  mail:
    config.mail.kind === 'local'
      ? createLocalMailSender(options.outboxes?.mail, options.logger)
      : createHttpMailSender({ ...config.mail, timeoutMs: config.timeoutMs }),
  // No push provider is configured yet: notifications stay in the log and the development outbox.
  push: createLocalPushSender(options.outboxes?.push, options.logger),
});
