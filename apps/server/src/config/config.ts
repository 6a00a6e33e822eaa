import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type SmsProviderName = 'log' | 'twilio';

/** Everything the server reads from the environment, resolved once at start. */
export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  /** PGlite data and the development outboxes live here. */
  dataDir: string;
  /** When set, node-postgres is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** Session lifetime in seconds. */
  sessionTtlSeconds: number;
  /** Built web app served with an SPA fallback; skipped when missing. */
  webDistDir: string;
  smsProvider: SmsProviderName;
  /** Public origin used in e-mailed links (password reset). */
  publicUrl: string;
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** Behind one reverse proxy: the client address is the last X-Forwarded-For entry (TRUST_PROXY=1). */
  trustProxy: boolean;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const parseEnvName = (value: string | undefined): Config['env'] =>
  value === 'production' || value === 'test' ? value : 'development';

const positiveInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = positiveInt(env.PORT, 3000, 'PORT');
  const smsProvider = env.SMS_PROVIDER ?? 'log';
  if (smsProvider !== 'log' && smsProvider !== 'twilio') {
    throw new Error(`SMS_PROVIDER must be "log" or "twilio", got "${smsProvider}"`);
  }
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
      : undefined;
  if (smsProvider === 'twilio' && !twilio) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  return {
    env: parseEnvName(env.NODE_ENV),
    port,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    sessionTtlSeconds: positiveInt(env.SESSION_TTL_SECONDS, 60 * 60 * 24 * 14, 'SESSION_TTL_SECONDS'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    smsProvider,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    twilio,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
};
