import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalHostHeader, isLoopbackAddress } from '../../src/routes/dev.ts';
import { callJson, type RealServer, spawnServer } from './authServer.ts';

/**
 * `npm start` must not hand out accounts: the development outboxes answer
 * only loopback connections, and the server listens on 127.0.0.1 unless HOST
 * says otherwise. Tested against the real server from a non-loopback local
 * address when the machine has one.
 */
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const get = (host: string, port: number, url: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request({ host, port, path: url, timeout: 10_000 }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += String(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end();
  });

describe('the outbox address check', () => {
  it('accepts only loopback peers and local host names', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', '', undefined, '::'])
      expect(isLoopbackAddress(address)).toBe(false);
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST'])
      expect(isLocalHostHeader(host)).toBe(true);
    for (const host of ['attacker.example', 'localhost.attacker.example:3000', '192.0.2.2:3000', undefined])
      expect(isLocalHostHeader(host)).toBe(false);
  });
});

describe.skipIf(!external)('the real server seen from another address', () => {
  let exposed: RealServer;
  let standard: RealServer;
  beforeAll(async () => {
    exposed = await spawnServer({ env: { HOST: '0.0.0.0' }, timeoutMs: 150_000 });
    standard = await spawnServer({ timeoutMs: 150_000 });
  }, 320_000);
  afterAll(async () => {
    await Promise.all([exposed?.stop(), standard?.stop()]);
  });

  it('by default listens on 127.0.0.1 only', async () => {
    const address = external ?? '';
    await expect(get(address, standard.port, '/api/user/init_data_sp')).rejects.toThrow(/ECONNREFUSED/);
    expect((await get('127.0.0.1', standard.port, '/api/user/init_data_sp')).status).toBe(401);
  });

  it('with HOST=0.0.0.0 a reset requested from outside cannot be read from the outbox from outside', async () => {
    const address = external ?? '';
    const outside = { baseUrl: `http://${address}:${exposed.port}` };
    const asked = await callJson(outside, 'POST', '/api/password/email', {
      json: { email: 'kanri@example.com' },
    });
    expect(asked.status).toBe(200);
    for (const url of ['/__dev/mail-outbox?to=kanri@example.com', '/__dev/sms-outbox?tel=09000000001']) {
      const res = await get(address, exposed.port, url);
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/password\/reset|\d{6}/);
    }
    // The developer on the machine still reads it (the mail is written just after the answer).
    let local = await get('127.0.0.1', exposed.port, '/__dev/mail-outbox?to=kanri@example.com');
    for (let i = 0; i < 20 && local.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      local = await get('127.0.0.1', exposed.port, '/__dev/mail-outbox?to=kanri@example.com');
    }
    expect(local.status).toBe(200);
    expect(local.text).toMatch(/password\/reset\//);
  });
});
