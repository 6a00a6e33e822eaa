import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AdapterConfig, type Env, isChosen, readAdapterConfig } from './adapters.ts';

/**
 * Everything the server reads from the environment, resolved once at start:
 * the only place that reads process.env (the external services' part is
 * `adapters`, parsed by adapters.ts).
 */
export type Config = {
  env: 'development' | 'test' | 'production';
  /** The interface to listen on: loopback unless HOST says otherwise. */
  host: string;
  port: number;
  /** PGlite data and the development outboxes live here. */
  dataDir: string;
  /** When set, node-postgres is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** Session lifetime in seconds. */
  sessionTtlSeconds: number;
  /** Built web app served with an SPA fallback; skipped when missing. */
  webDistDir: string;
  /** Public origin used in e-mailed links (password reset). */
  publicUrl: string;
  /** Behind one reverse proxy: the client address is the last X-Forwarded-For entry (TRUST_PROXY=1). */
  trustProxy: boolean;
  /**
   * Whether an empty database receives the demo company and its published
   * logins: always outside production, in production only with GENBA_SEED_DEMO=1.
   */
  seedDemo: boolean;
  /** The external services (postal code, geocoding, fax, weather, payment, SMS, mail). */
  adapters: AdapterConfig;
  /**
   * `host:port` pairs a link preview may reach although their address is
   * refused: the end-to-end run's local fixture page (GENBA_TEST_LINK_PREVIEW_ALLOW).
   * Read only under NODE_ENV=test; set anywhere else, the server refuses to start.
   */
  linkPreviewTestAllow: readonly string[];
  /**
   * Whether GET list calls may answer from the in-memory read cache on PGlite
   * (http/readCache.ts); READ_CACHE=0 turns it off (the API benchmark's cold figures).
   */
  readCache: boolean;
};

/** A configuration the server must not start with; the message says what to set, in Japanese and English. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const parseEnvName = (value: string | undefined): Config['env'] =>
  value === 'production' || value === 'test' ? value : 'development';

const positiveInt = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return n;
};

const flag = (value: string | undefined): boolean => value === '1' || value === 'true';

/**
 * What production needs before it may serve anyone. Sessions are random
 * tokens stored hashed, so there is no session secret to set; what matters is
 * where links point (PUBLIC_URL, https because the cookie is Secure) and that
 * SMS codes and reset mails reach people, or that the operator chose, in so
 * many words, to leave them in the log.
 */
const productionProblems = (env: Env): string[] => {
  const problems: string[] = [];
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!publicUrl?.startsWith('https://'))
    problems.push(
      'PUBLIC_URL: 利用者が開くURL（https://…）を設定してください / the https:// origin users open (reset links, Secure cookie)',
    );
  if (!isChosen(env, 'SMS_ADAPTER'))
    problems.push(
      'SMS_ADAPTER: twilio（TWILIO_*）を設定するか、認証コードをログにだけ出すなら local と明示してください / set twilio, or local to keep SMS codes in the log on purpose',
    );
  if (!isChosen(env, 'MAIL_ADAPTER'))
    problems.push(
      'MAIL_ADAPTER: http（MAIL_API_URL, MAIL_API_KEY, MAIL_FROM）を設定するか、メールをログにだけ出すなら local と明示してください / set http, or local to keep mails in the log on purpose',
    );
  return problems;
};

/** The test-only link-preview allow-list: comma-separated `host:port`, never outside NODE_ENV=test. */
const linkPreviewTestAllow = (env: Env, name: Config['env']): string[] => {
  const raw = env.GENBA_TEST_LINK_PREVIEW_ALLOW?.trim();
  if (!raw) return [];
  if (name !== 'test')
    throw new ConfigError(
      'GENBA_TEST_LINK_PREVIEW_ALLOW: テスト専用の設定です（NODE_ENV=test のみ） / test-only: it lets link previews reach internal addresses',
    );
  const pairs = raw.split(',').map((pair) => pair.trim());
  for (const pair of pairs)
    if (!/^[\w.-]+:\d{1,5}$/.test(pair))
      throw new ConfigError(`GENBA_TEST_LINK_PREVIEW_ALLOW: host:port expected, got "${pair}"`);
  return pairs;
};

export const loadConfig = (env: Env = process.env): Config => {
  const name = parseEnvName(env.NODE_ENV);
  if (name === 'production') {
    const problems = productionProblems(env);
    if (problems.length > 0)
      throw new ConfigError(
        [
          '本番モード（NODE_ENV=production）で起動するには次の設定が必要です。/ Production mode needs:',
          ...problems.map((p) => `  - ${p}`),
        ].join('\n'),
      );
  }
  const port = positiveInt(env.PORT, 3000, 'PORT');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    env: name,
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sessionTtlSeconds: positiveInt(env.SESSION_TTL_SECONDS, 60 * 60 * 24 * 14, 'SESSION_TTL_SECONDS'),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: flag(env.TRUST_PROXY),
    seedDemo: name !== 'production' || flag(env.GENBA_SEED_DEMO),
    adapters: readAdapterConfig(env, dataDir),
    linkPreviewTestAllow: linkPreviewTestAllow(env, name),
    readCache: env.READ_CACHE !== '0' && env.READ_CACHE !== 'false',
  };
};
