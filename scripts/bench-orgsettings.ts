/**
 * `npm run bench:orgsettings`: the company settings lists of issue 10 item 7
 * (/setting/occupations, /setting/company-team, /setting/worker) and the reads
 * they touch elsewhere (the init data now carries the worker requirement; a team
 * rename rewrites the cases that carry it), in process on a seeded PGlite as the
 * server tests run it, each call sent N times one after another. Prints p50/p99
 * beside its target (our targets). Not part of `npm test`.
 *
 * Environment: BENCH_RUNS (per call, default 40). `--check` exits 1 on a miss.
 */
import { createClient, startTestServer } from '../apps/server/test/helpers/app.ts';
import { reportCalls, timeCall } from './benchCalls.ts';

const runs = Number(process.env.BENCH_RUNS ?? 40);
const check = process.argv.includes('--check');

const TARGETS_P99_MS = {
  getOccupations: 30,
  createOccupation: 50,
  getCompanyTeams: 30,
  'updateCompanyTeam (rewrites cases)': 60,
  updateWorkerSetting: 30,
  init_data_sp: 40,
} as const;

const server = await startTestServer({ rateLimits: { loginPerIp: { limit: 100_000, windowSeconds: 60 } } });
const manager = createClient(server);
const login = await manager.loginEmail('kanri@example.com', 'genba-demo');
if (login.status !== 200) throw new Error(`login answered ${login.status}`);
const team = (await manager.api('getCompanyTeams')).data.data[0];
if (!team) throw new Error('no seeded team');

const time = (label: keyof typeof TARGETS_P99_MS, call: (i: number) => Promise<{ status: number }>) =>
  timeCall(label, TARGETS_P99_MS[label], runs, call);

const results = [
  await time('createOccupation', (i) => manager.api('createOccupation', { body: { name: `職種${i}` } })),
  await time('getOccupations', () => manager.api('getOccupations')),
  await time('getCompanyTeams', () => manager.api('getCompanyTeams')),
  await time('updateCompanyTeam (rewrites cases)', (i) =>
    manager.api('updateCompanyTeam', { params: { id: team.id }, body: { name: `塗装班${i}` } }),
  ),
  await time('updateWorkerSetting', (i) =>
    manager.api('updateWorkerSetting', { body: { company_auth_worker_requires: i % 2 ? [5, 6] : [] } }),
  ),
  await time('init_data_sp', () => manager.api('init_data_sp')),
];
await server.close();

reportCalls(
  `company settings calls, ${runs} runs each, in process on PGlite (p50 / p99, target p99)`,
  results,
  check,
);
