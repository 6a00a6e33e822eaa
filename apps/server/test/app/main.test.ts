import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

describe('src/main.ts', () => {
  it('migrates and seeds a new data directory, serves the API, prints the demo logins and stops on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'genba-main-')), 'nested', 'data');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--conditions=source', 'src/main.ts'], { cwd: serverDir, env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 110_000;
      while (!output.includes(`http://localhost:${port}`)) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(output).toContain('kanri@example.com / genba-demo');
      expect(output).toContain('partner@example.com / genba-demo');
      expect(output).toContain('090-0000-0001');
      expect(output).toContain('デモデータを作成しました');
      expect(output).toContain(`待ち受け: 127.0.0.1:${port}`);

      const res = await fetch(`http://127.0.0.1:${port}/api/user/email/login_pc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ email: 'kanri@example.com', password: 'genba-demo' }),
      });
      expect(res.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 150_000);

  it('refuses to start in production without its settings, naming each one, before touching the data', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'genba-main-')), 'data');
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
    for (const name of ['PUBLIC_URL', 'SMS_ADAPTER', 'SMS_PROVIDER', 'MAIL_ADAPTER', 'DATABASE_URL'])
      delete env[name];
    const child = spawn(process.execPath, ['--conditions=source', 'src/main.ts'], { cwd: serverDir, env });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(output).toContain('本番モード（NODE_ENV=production）で起動するには次の設定が必要です。');
    for (const name of ['PUBLIC_URL', 'SMS_ADAPTER', 'MAIL_ADAPTER']) expect(output).toContain(name);
    expect(output).not.toContain('at ');
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});
