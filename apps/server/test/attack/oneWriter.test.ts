import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/db/seed/demo.ts';
import { callJson, freePort, newDataDir, type RealServer, spawnRaw, spawnServer } from './authServer.ts';

/**
 * One writer per data directory, and nothing acknowledged lost to a crash:
 * against the real server (node src/main.ts) on 127.0.0.1 with PGlite.
 */
const running: RealServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
});

const { companyManager } = DEMO_LOGINS;

describe('one writer per PGlite data directory', () => {
  it('a second server on the same directory refuses to start with a clear message; the first keeps serving', async () => {
    const dataDir = newDataDir();
    const first = await spawnServer({ dataDir });
    running.push(first);
    const lockFile = path.join(dataDir, 'pglite.lock');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });

    const second = spawnRaw({ dataDir, port: await freePort() });
    running.push(second);
    const code = await Promise.race([
      second.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 60_000)),
    ]);
    expect(code).toBe(1);
    expect(second.output()).toContain('使用中');
    expect(second.output()).toContain(`in use by another Genba server (pid ${first.child.pid}`);

    const login = await callJson(first, 'POST', '/api/user/email/login_pc', {
      json: { email: companyManager.email, password: companyManager.password },
    });
    expect(login.status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 180_000);
});

describe('kill -9 under a write loop', () => {
  /**
   * The writes are logins: each one acknowledged with 200 inserted a session
   * row and handed out its cookie. After kill -9 and a restart on the same
   * directory (whose stale lock must not block it), every acknowledged cookie
   * must still open a session. TRUST_PROXY with a new X-Forwarded-For per
   * request keeps the per-address login limit out of the way.
   */
  it('loses no acknowledged write, and the stale lock does not block the restart', async () => {
    const dataDir = newDataDir();
    const env = { TRUST_PROXY: '1' };
    const first = await spawnServer({ dataDir, env });
    running.push(first);

    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        n += 1;
        const ip = `198.51.100.${n % 250}`;
        try {
          const res = await callJson(first, 'POST', '/api/user/email/login_pc', {
            json: { email: companyManager.email, password: companyManager.password },
            ip: `10.${Math.floor(n / 250)}.0.${n % 250}, ${ip}`,
          });
          if (res.status === 200 && res.cookie) acknowledged.push(res.cookie);
        } catch {
          // the request in flight when the process dies was never acknowledged
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    // The crashed server's lock is still there, naming a dead pid.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const second = await spawnServer({ dataDir, env });
    running.push(second);
    const lost: string[] = [];
    for (const [i, cookie] of acknowledged.entries()) {
      const res = await callJson(second, 'GET', '/api/user/init_data_sp', {
        cookie,
        ip: `203.0.113.${i % 250}`,
      });
      if (res.status !== 200) lost.push(`${cookie.slice(0, 24)}… → ${res.status}`);
    }
    expect(lost).toEqual([]);
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 240_000);
});
