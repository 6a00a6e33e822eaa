import path from 'node:path';
import { createApp } from './app.ts';
import { purgeExpired } from './auth/purge.ts';
import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_LOGINS } from './db/seed/demo.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { serveApp } from './http/nodeServer.ts';

/**
 * Starts Genba: opens the database (PGlite under DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), applies migrations, seeds an empty database with the
 * demo data, and serves the API and the built web app on PORT.
 */
const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
await database.migrate();
const seeded = await seedIfEmpty(database.db);

const { app } = createApp({ db: database.db, config, requestLog: config.env !== 'test' });
await purgeExpired(database.db, new Date());
const purgeTimer = setInterval(() => {
  purgeExpired(database.db, new Date()).catch((error: unknown) => console.error('purge failed', error));
}, 3600_000);
purgeTimer.unref();
const server = serveApp({ fetch: app.fetch, port: config.port }, (info) => {
  const url = `http://localhost:${info.port}`;
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'pglite');
  console.log(
    [
      '',
      `Genba: ${url}`,
      `  データベース: ${where}${seeded ? '（デモデータを作成しました）' : ''}`,
      '  デモログイン:',
      `    会社管理者       ${DEMO_LOGINS.companyManager.email} / ${DEMO_LOGINS.companyManager.password}`,
      `    協力会社メンバー ${DEMO_LOGINS.partner.email} / ${DEMO_LOGINS.partner.password}（利用規約 未同意）`,
      `    職長（SMS）      ${DEMO_LOGINS.foremanTel.tel}（認証コードはこのログと ${url}/__dev/sms-outbox?tel=${DEMO_LOGINS.foremanTel.normalized} に出ます）`,
      '',
    ].join('\n'),
  );
  if (config.env === 'production' && config.smsProvider === 'log') {
    console.warn('SMS_PROVIDER=log in production: SMS codes are only written to this log.');
  }
});

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`${signal}: stopping`);
  server.close(() => {
    // PGlite must be closed or the process stays alive and the data may not be flushed.
    database.close().then(
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
