import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { callJson, type RealServer, spawnServer } from './authServer.ts';

/**
 * Reset tokens against the real server: the finding was "request token 1,
 * request token 2, reset with 2, then reset with 1 → accepted".
 */
let server: RealServer;
beforeAll(async () => {
  server = await spawnServer();
}, 180_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
});

const email = 'jimu@example.com';

/** Asks for a reset mail and reads the new link from the development outbox (over loopback). */
const requestToken = async (previous: string | undefined): Promise<string> => {
  const asked = await callJson(server, 'POST', '/api/password/email', { json: { email } });
  expect(asked.status).toBe(200);
  for (let i = 0; i < 50; i++) {
    const res = await callJson(server, 'GET', `/__dev/mail-outbox?to=${email}`);
    const token = /\/password\/reset\/([\w-]+)/.exec(String((res.body as { text?: string }).text))?.[1];
    if (token && token !== previous) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no new reset mail');
};

const reset = (token: string, password: string) =>
  callJson(server, 'POST', '/api/password/reset', {
    json: { token, email, password, password_confirmation: password },
  });

describe('password reset tokens', () => {
  const tokens: string[] = [];

  it('a newer request revokes the older token, and using one revokes the rest', async () => {
    const one = await requestToken(undefined);
    const two = await requestToken(one);
    tokens.push(one, two);
    expect((await reset(two, 'second123')).status).toBe(200);
    const replay = await reset(one, 'first123');
    expect(replay.status).toBe(422);
    expect(replay.body).toEqual({
      status: 422,
      message: 'パスワード再設定のURLが無効か、有効期限が切れています',
    });
    expect((await reset(two, 'third123')).status).toBe(422);

    const three = await requestToken(two);
    const four = await requestToken(three);
    tokens.push(three, four);
    expect((await reset(three, 'fourth123')).status).toBe(422);
    const login = await callJson(server, 'POST', '/api/user/email/login_pc', {
      json: { email, password: 'second123' },
    });
    expect(login.status).toBe(200);
  });

  it('stores only hashes: no stored value is a token, and the spent ones are marked used', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(server.dataDir, 'pglite') });
    try {
      const rows = await queryRows<{ token_hash: string; used_at: Date | null; purpose: string }>(
        database.db,
        sql`select token_hash, used_at, purpose from account_tokens`,
      );
      expect(rows).toHaveLength(4);
      const sha = (t: string) => createHash('sha256').update(t).digest('hex');
      for (const token of tokens) {
        expect(rows.some((r) => r.token_hash === token)).toBe(false);
        expect(rows.find((r) => r.token_hash === sha(token))?.purpose).toBe('password_reset');
      }
      // Only the newest, never used, is still live.
      expect(rows.filter((r) => r.used_at === null).map((r) => r.token_hash)).toEqual([sha(tokens[3] ?? '')]);
    } finally {
      await database.close();
    }
  });
});
