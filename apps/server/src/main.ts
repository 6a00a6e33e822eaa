import path from 'node:path';
import { createApp } from './app.ts';
import { purgeExpired } from './auth/purge.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DEMO_LOGINS } from './db/seed/demo.ts';
import { isDatabaseEmpty, seedIfEmpty } from './db/seed/seed.ts';
import { serveApp } from './http/nodeServer.ts';
import { flushBackground } from './routes/user/background.ts';

/**
 * Starts Genba: reads the configuration (refusing an unsafe production one),
 * opens the database (PGlite under DATA_DIR, locked against a second server,
 * or PostgreSQL when DATABASE_URL is set), applies migrations, seeds an empty
 * database with the demo data (outside production, or with GENBA_SEED_DEMO=1),
 * and serves the API and the built web app on HOST:PORT (127.0.0.1:3000).
 */
const fail = (error: unknown): never => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
};

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail(error);
  }
})();
const database = await (config.databaseUrl
  ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
  : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') })
).catch(fail);
await database.migrate();
const seeded = config.seedDemo ? await seedIfEmpty(database.db) : false;
const hasDemo = config.seedDemo && (seeded || !(await isDatabaseEmpty(database.db)));

const { app } = createApp({
  db: database.db,
  config,
  requestLog: config.env !== 'test',
  listen: database.listen,
});
await purgeExpired(database.db, new Date());
const purgeTimer = setInterval(() => {
  purgeExpired(database.db, new Date()).catch((error: unknown) => console.error('purge failed', error));
}, 3600_000);
purgeTimer.unref();

const isLoopback = ['127.0.0.1', 'localhost', '::1'].includes(config.host);
const server = serveApp({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'pglite');
  const lines = [
    '',
    `Genba: ${url}`,
    `  待ち受け: ${config.host}:${info.port}${isLoopback ? '（このコンピューターからのみ。公開するには HOST を設定）' : ''}`,
    `  データベース: ${where}${seeded ? '（デモデータを作成しました）' : ''}`,
  ];
  if (hasDemo) {
    lines.push(
      '  デモログイン:',
      `    会社管理者       ${DEMO_LOGINS.companyManager.email} / ${DEMO_LOGINS.companyManager.password}`,
      `    協力会社メンバー ${DEMO_LOGINS.partner.email} / ${DEMO_LOGINS.partner.password}（利用規約 未同意）`,
      `    施工店管理者     ${DEMO_LOGINS.protecManager.email} / ${DEMO_LOGINS.protecManager.password}（工事受付つきの案件登録）`,
      `    システム管理者   ${DEMO_LOGINS.systemAdmin.email} / ${DEMO_LOGINS.systemAdmin.password}（/admin/news）`,
      config.env === 'production'
        ? `    職長（SMS）      ${DEMO_LOGINS.foremanTel.tel}`
        : `    職長（SMS）      ${DEMO_LOGINS.foremanTel.tel}（認証コードはこのログと ${url}/__dev/sms-outbox?tel=${DEMO_LOGINS.foremanTel.normalized} に出ます。開発用の受信箱はこのコンピューターからのみ）`,
    );
  }
  lines.push('');
  console.log(lines.join('\n'));
  if (config.env === 'production' && config.adapters.sms.kind === 'local') {
    console.warn('SMS_ADAPTER=local in production: SMS codes are only written to this log.');
  }
  if (config.env === 'production' && database.kind === 'pglite') {
    // PGlite runs PostgreSQL with fsync off: a killed process loses nothing (its writes are in the
    // operating system), a power cut may. The attack suite's kill -9 test holds the first promise.
    console.warn(
      'PGlite in production: survives a crash of this process, not a power cut. Prefer DATABASE_URL.',
    );
  }
  if (config.env === 'production' && config.adapters.malwareScanner.kind === 'local') {
    // ADR 013: the owner decides whether clamd is mandatory; until then production says what it lacks.
    console.warn(
      'MALWARE_SCANNER=local in production: uploads are checked for the EICAR test file only. Set CLAMAV_URL for ClamAV.',
    );
  }
  if (config.env === 'production' && hasDemo) {
    console.warn('GENBA_SEED_DEMO=1 in production: the demo accounts and their published password exist.');
  }
});

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`${signal}: stopping`);
  server.close(() => {
    // Mails and SMS sent after their answers finish first; then PGlite must be closed or the
    // process stays alive, the data may not be flushed and the lock stays.
    flushBackground()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  });
  // Keep-alive connections could hold close() open; do not wait forever.
  setTimeout(() => process.exit(1), 5000).unref();
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
