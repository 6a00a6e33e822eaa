import { join } from 'node:path';
import { parseSentryDsn, type SentryDsn } from '../adapters/monitoring/sentry.ts';

/**
 * Which implementation each external service uses, read once at start-up from
 * the environment. Every service defaults to its offline implementation, so a
 * fresh clone, the tests and CI never reach a network; a real provider is
 * chosen explicitly and must then be fully configured, or start-up fails with
 * a message naming the missing variable. (ADR 005 lists the variables.)
 * Part of the one server configuration: loadConfig (config.ts) calls it.
 */
export type AdapterConfig = {
  readonly timeoutMs: number;
  readonly postalCode: { kind: 'local' } | { kind: 'heartrails'; url: string };
  readonly geocoding: { kind: 'local' } | { kind: 'google'; url: string; apiKey: string };
  readonly fax:
    | { kind: 'local'; outboxDir: string; account: FaxAccountConfig }
    | { kind: 'proxy'; url: string; account: FaxAccountConfig };
  readonly weather: { kind: 'local' } | { kind: 'openweathermap'; url: string; apiKey: string };
  readonly payment: { kind: 'local' } | { kind: 'gateway'; url: string; secret: string };
  readonly sms:
    | { kind: 'local' }
    | { kind: 'twilio'; accountSid: string; authToken: string; from: string; url: string };
  readonly mail: { kind: 'local' } | { kind: 'http'; url: string; apiKey: string; from: string };
  readonly monitoring: { kind: 'log' } | { kind: 'sentry'; dsn: SentryDsn; environment: string };
  /** Album photos and files: a local directory, or S3-compatible object storage. */
  readonly storage:
    | { kind: 'local'; directory: string }
    | {
        kind: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  /**
   * Malware scanning of every upload (ADR 013): `local` finds only the EICAR test file
   * (a test hook, not protection); `clamd` is ClamAV's daemon over TCP.
   */
  readonly malwareScanner:
    | { kind: 'local' }
    | { kind: 'clamd'; host: string; port: number; timeoutMs: number };
};

type FaxAccountConfig = { userkey: string; retrynum: number; resaddress: string };

export type Env = Readonly<Record<string, string | undefined>>;

export class AdapterConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdapterConfigError';
  }
}

const DEFAULT_URLS = {
  heartrails: 'https://geoapi.heartrails.com/api/json',
  google: 'https://maps.googleapis.com/maps/api/geocode/json',
  openweathermap: 'https://api.openweathermap.org/data/2.5/weather',
  twilio: 'https://api.twilio.com',
} as const;

/**
 * SMS_PROVIDER (log | twilio) is the earlier name of SMS_ADAPTER; it is still
 * read so existing deployments keep working, `log` meaning `local`.
 */
const smsAdapterName = (env: Env): Env => {
  if (env.SMS_ADAPTER?.trim() || !env.SMS_PROVIDER?.trim()) return env;
  const legacy = env.SMS_PROVIDER.trim();
  return { ...env, SMS_ADAPTER: legacy === 'log' ? 'local' : legacy };
};

/** Whether a service was chosen explicitly (production must choose SMS and mail; see config.ts). */
export const isChosen = (env: Env, name: string): boolean => Boolean(smsAdapterName(env)[name]?.trim());

const choice = <K extends string>(env: Env, name: string, allowed: readonly K[]): K => {
  const value = (env[name] ?? '').trim() || allowed[0];
  const found = allowed.find((k) => k === value);
  if (found === undefined) {
    throw new AdapterConfigError(`${name}=${value} is not one of: ${allowed.join(', ')}`);
  }
  return found;
};

const required = (env: Env, name: string, because: string): string => {
  const value = env[name]?.trim();
  if (!value) throw new AdapterConfigError(`${name} must be set when ${because}`);
  return value;
};

const positiveInt = (env: Env, name: string, fallback: number): number => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new AdapterConfigError(`${name} must be a non-negative integer`);
  return value;
};

/**
 * Error monitoring (talk §8, §9): the server log unless a Sentry DSN is given;
 * MONITORING_ADAPTER names the choice explicitly (log wins over a DSN).
 */
const readMonitoringConfig = (env: Env): AdapterConfig['monitoring'] => {
  const hasDsn = Boolean(env.SENTRY_DSN?.trim());
  const kind = choice(
    env,
    'MONITORING_ADAPTER',
    hasDsn ? (['sentry', 'log'] as const) : (['log', 'sentry'] as const),
  );
  if (kind === 'log') return { kind };
  const dsn = parseSentryDsn(required(env, 'SENTRY_DSN', 'MONITORING_ADAPTER=sentry'));
  if (!dsn)
    throw new AdapterConfigError('SENTRY_DSN must be a DSN: https://<public key>@<host>/<project id>');
  return { kind, dsn, environment: env.SENTRY_ENVIRONMENT?.trim() || 'production' };
};

/** `dataDir` is the server's data directory; the local fax outbox lives under it. */
export const readAdapterConfig = (rawEnv: Env, dataDir: string): AdapterConfig => {
  const env = smsAdapterName(rawEnv);
  const postal = choice(env, 'POSTAL_CODE_ADAPTER', ['local', 'heartrails'] as const);
  const geocoding = choice(env, 'GEOCODING_ADAPTER', ['local', 'google'] as const);
  const fax = choice(env, 'FAX_ADAPTER', ['local', 'proxy'] as const);
  const weather = choice(env, 'WEATHER_ADAPTER', ['local', 'openweathermap'] as const);
  const payment = choice(env, 'PAYMENT_ADAPTER', ['local', 'gateway'] as const);
  const sms = choice(env, 'SMS_ADAPTER', ['local', 'twilio'] as const);
  const mail = choice(env, 'MAIL_ADAPTER', ['local', 'http'] as const);
  const account = {
    userkey:
      fax === 'proxy' ? required(env, 'FAX_USER_KEY', 'FAX_ADAPTER=proxy') : (env.FAX_USER_KEY ?? 'local'),
    retrynum: positiveInt(env, 'FAX_RETRY_NUM', 3),
    resaddress: env.FAX_RESPONSE_ADDRESS?.trim() ?? '',
  };
  return {
    timeoutMs: positiveInt(env, 'EXTERNAL_TIMEOUT_MS', 10_000),
    postalCode:
      postal === 'local'
        ? { kind: 'local' }
        : { kind: 'heartrails', url: env.POSTAL_CODE_API_URL ?? DEFAULT_URLS.heartrails },
    geocoding:
      geocoding === 'local'
        ? { kind: 'local' }
        : {
            kind: 'google',
            url: env.GEOCODING_API_URL ?? DEFAULT_URLS.google,
            apiKey: required(env, 'GEOCODING_API_KEY', 'GEOCODING_ADAPTER=google'),
          },
    fax:
      fax === 'local'
        ? { kind: 'local', outboxDir: env.FAX_OUTBOX_DIR ?? join(dataDir, 'fax-outbox'), account }
        : { kind: 'proxy', url: required(env, 'FAX_PROXY_URL', 'FAX_ADAPTER=proxy'), account },
    weather:
      weather === 'local'
        ? { kind: 'local' }
        : {
            kind: 'openweathermap',
            url: env.WEATHER_API_URL ?? DEFAULT_URLS.openweathermap,
            apiKey: required(env, 'WEATHER_API_KEY', 'WEATHER_ADAPTER=openweathermap'),
          },
    payment:
      payment === 'local'
        ? { kind: 'local' }
        : {
            kind: 'gateway',
            url: required(env, 'PAYMENT_GATEWAY_URL', 'PAYMENT_ADAPTER=gateway'),
            secret: required(env, 'PAYMENT_GATEWAY_SECRET', 'PAYMENT_ADAPTER=gateway'),
          },
    sms:
      sms === 'local'
        ? { kind: 'local' }
        : {
            kind: 'twilio',
            accountSid: required(env, 'TWILIO_ACCOUNT_SID', 'SMS_ADAPTER=twilio'),
            authToken: required(env, 'TWILIO_AUTH_TOKEN', 'SMS_ADAPTER=twilio'),
            from: required(env, 'TWILIO_FROM', 'SMS_ADAPTER=twilio'),
            url: env.TWILIO_API_URL ?? DEFAULT_URLS.twilio,
          },
    mail:
      mail === 'local'
        ? { kind: 'local' }
        : {
            kind: 'http',
            url: required(env, 'MAIL_API_URL', 'MAIL_ADAPTER=http'),
            apiKey: required(env, 'MAIL_API_KEY', 'MAIL_ADAPTER=http'),
            from: required(env, 'MAIL_FROM', 'MAIL_ADAPTER=http'),
          },
    monitoring: readMonitoringConfig(env),
    storage: readStorageConfig(env, dataDir),
    malwareScanner: readMalwareScannerConfig(env),
  };
};

const CLAMD_DEFAULT_PORT = 3310;

/** A TCP port: 1 to 65535. */
const port = (name: string, raw: string): number => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_535)
    throw new AdapterConfigError(`${name} must be a TCP port (1-65535), got "${raw}"`);
  return value;
};

/** CLAMAV_URL is `tcp://host[:port]`; otherwise CLAMD_HOST and CLAMD_PORT. */
const clamdAddress = (env: Env): { host: string; port: number } => {
  const url = env.CLAMAV_URL?.trim();
  if (!url) {
    const host = required(env, 'CLAMD_HOST', 'MALWARE_SCANNER=clamd without CLAMAV_URL');
    const rawPort = env.CLAMD_PORT?.trim();
    return { host, port: rawPort ? port('CLAMD_PORT', rawPort) : CLAMD_DEFAULT_PORT };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AdapterConfigError(`CLAMAV_URL must be tcp://<host>:<port>, got "${url}"`);
  }
  if (parsed.protocol !== 'tcp:' || !parsed.hostname)
    throw new AdapterConfigError(`CLAMAV_URL must be tcp://<host>:<port>, got "${url}"`);
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? port('CLAMAV_URL', parsed.port) : CLAMD_DEFAULT_PORT,
  };
};

/**
 * MALWARE_SCANNER local (the EICAR test hook) or clamd; clamd is the default as soon as
 * its address is given (CLAMAV_URL or CLAMD_HOST), like Sentry with SENTRY_DSN.
 */
const readMalwareScannerConfig = (env: Env): AdapterConfig['malwareScanner'] => {
  const addressed = Boolean(env.CLAMAV_URL?.trim() || env.CLAMD_HOST?.trim());
  const kind = choice(
    env,
    'MALWARE_SCANNER',
    addressed ? (['clamd', 'local'] as const) : (['local', 'clamd'] as const),
  );
  if (kind === 'local') return { kind };
  const timeoutMs = positiveInt(env, 'CLAMD_TIMEOUT_MS', 30_000);
  if (timeoutMs === 0) throw new AdapterConfigError('CLAMD_TIMEOUT_MS must be at least 1');
  return { kind, ...clamdAddress(env), timeoutMs };
};

/** STORAGE_ADAPTER local (DATA_DIR/storage, or STORAGE_DIR) or s3 (all STORAGE_S3_* settings required). */
const readStorageConfig = (env: Env, dataDir: string): AdapterConfig['storage'] => {
  const kind = choice(env, 'STORAGE_ADAPTER', ['local', 's3'] as const);
  if (kind === 'local') return { kind, directory: env.STORAGE_DIR?.trim() || join(dataDir, 'storage') };
  const because = 'STORAGE_ADAPTER=s3';
  return {
    kind,
    endpoint: required(env, 'STORAGE_S3_ENDPOINT', because),
    bucket: required(env, 'STORAGE_S3_BUCKET', because),
    region: env.STORAGE_S3_REGION?.trim() || 'ap-northeast-1',
    accessKeyId: required(env, 'STORAGE_S3_ACCESS_KEY_ID', because),
    secretAccessKey: required(env, 'STORAGE_S3_SECRET_ACCESS_KEY', because),
  };
};
