import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AttackServer, startAttackServer } from './server.ts';

let server: AttackServer;
beforeAll(async () => {
  server = await startAttackServer();
});
afterAll(async () => {
  await server.close();
});

it('answers over real HTTP', async () => {
  const res = await fetch(`${server.baseUrl}/api/user/init_data_sp`);
  expect(res.status).toBe(401);
});
