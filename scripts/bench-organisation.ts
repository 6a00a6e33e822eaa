/**
 * `npm run bench:organisation`: the member and invitation calls of issue 10,
 * in process (createApp on a seeded in-memory PGlite, as the server tests run
 * it), each sent N times one after another. Prints p50/p99 beside its target.
 * Registration includes argon2 hashing of the new password on purpose (it is
 * what a worker waits for). Not part of `npm test`.
 *
 * Environment: BENCH_RUNS (per call, default 40). `--check` exits 1 on a miss.
 */
import { createClient, startTestServer } from '../apps/server/test/helpers/app.ts';
import { reportCalls, timeCall } from './benchCalls.ts';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const check = process.argv.includes('--check');

const TARGETS_P99_MS = {
  getMembers: 50,
  'getMembers (field_id)': 50,
  getInvitations: 50,
  sendInvitationEmail: 100,
  getInvitationByLink: 30,
  registerInvitation: 600,
} as const;

const server = await startTestServer({ rateLimits: { loginPerIp: { limit: 100_000, windowSeconds: 60 } } });
const manager = createClient(server);
const login = await manager.loginEmail('kanri@example.com', 'genba-demo');
if (login.status !== 200) throw new Error(`login answered ${login.status}`);
const site = (await manager.api('getProjectList', { query: {} })).data.projects[0]?.attendance_field_id ?? 0;

const time = (label: keyof typeof TARGETS_P99_MS, call: (i: number) => Promise<{ status: number }>) =>
  timeCall(label, TARGETS_P99_MS[label], runs, call);

const links: string[] = [];
const results = [
  await time('getMembers', () => manager.api('getMembers', { query: { limit: '20' } })),
  await time('getMembers (field_id)', () => manager.api('getMembers', { query: { field_id: String(site) } })),
  await time('sendInvitationEmail', async (i) => {
    const res = await manager.api('sendInvitationEmail', {
      body: { invitations: [{ name1: '山本', email: `bench-${i}@example.jp` }], field_id: site },
    });
    const link = server.sent.mail.at(-1)?.text.match(/\/invitation_user\/([\w-]+)$/m)?.[1];
    if (link) links.push(link);
    return res;
  }),
  await time('getInvitations', () => manager.api('getInvitations', { query: { status: 'pending' } })),
  await time('getInvitationByLink', (i) =>
    createClient(server).api('getInvitationByLink', { params: { encoded: links[i] ?? '' } }),
  ),
  await time('registerInvitation', (i) =>
    createClient(server).api('registerInvitation', {
      params: { encoded: links[i] ?? '' },
      body: {
        name1: '山本',
        name2: `${i}`,
        password: 'genba123',
        password_confirmation: 'genba123',
        agree_terms_flg: true,
      },
    }),
  ),
];
await server.close();

reportCalls(
  `organisation calls, ${runs} runs each, in process on PGlite (p50 / p99, target p99)`,
  results,
  check,
);
