/**
 * `npm run bench:account`: the account calls of issue 10 item 5 and the member
 * lookup, in process (createApp on a seeded PGlite, as the server tests run
 * it), each sent N times one after another. Prints p50/p99 beside its target.
 * The password change includes argon2 verification and hashing on purpose (it
 * is what the user waits for). Not part of `npm test`.
 *
 * Environment: BENCH_RUNS (per call, default 40). `--check` exits 1 on a miss.
 */
import { flushBackground } from '../apps/server/src/routes/user/background.ts';
import { createClient, startTestServer } from '../apps/server/test/helpers/app.ts';
import { reportCalls, timeCall } from './benchCalls.ts';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const check = process.argv.includes('--check');

const TARGETS_P99_MS = {
  getUserData: 30,
  updateAccountProfile: 50,
  getAccountEmailChange: 30,
  changeAccountPassword: 800,
  requestAccountEmailChange: 500,
  getAccountChange: 30,
  lookupMember: 30,
} as const;

const generous = { limit: 1_000_000, windowSeconds: 60 };
const server = await startTestServer({
  rateLimits: {
    loginPerIp: generous,
    smsCheckPerIp: generous,
    passwordResetPerKey: generous,
    loginFailuresPerAccountAndIp: generous,
  },
});
const manager = createClient(server);
if ((await manager.loginEmail('kanri@example.com', 'genba-demo')).status !== 200)
  throw new Error('login failed');

const time = (label: keyof typeof TARGETS_P99_MS, call: (i: number) => Promise<{ status: number }>) =>
  timeCall(label, TARGETS_P99_MS[label], runs, call);

const passwords = Array.from({ length: runs + 1 }, (_, i) => (i === 0 ? 'genba-demo' : `bench${i}pass`));
let token = '';
const results = [
  await time('getUserData', () => manager.api('getUserData')),
  await time('updateAccountProfile', (i) =>
    manager.api('updateAccountProfile', { body: { name1: '山田', name2: i % 2 ? '太郎' : '次郎' } }),
  ),
  await time('changeAccountPassword', (i) =>
    manager.api('changeAccountPassword', {
      body: {
        current_password: passwords[i] ?? '',
        password: passwords[i + 1] ?? '',
        password_confirmation: passwords[i + 1] ?? '',
      },
    }),
  ),
  await time('requestAccountEmailChange', async (i) => {
    const res = await manager.api('requestAccountEmailChange', {
      body: { email: `kanri-${i}@example.jp`, current_password: passwords[runs] ?? '' },
    });
    await flushBackground();
    token = server.sent.mail.at(-1)?.text.match(/\/account-change\/([\w-]+)\n/)?.[1] ?? '';
    return res;
  }),
  await time('getAccountEmailChange', () => manager.api('getAccountEmailChange')),
  await time('getAccountChange', () => createClient(server).api('getAccountChange', { params: { token } })),
  await time('lookupMember', (i) =>
    manager.api('lookupMember', { body: { keyword: i % 2 ? 'partner@example.com' : '090-5555-6666' } }),
  ),
];
await server.close();

reportCalls(`account calls, ${runs} runs each, in process on PGlite (p50 / p99, target p99)`, results, check);
