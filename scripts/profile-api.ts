/**
 * One read of the real app, in process, with every SQL statement it sends
 * printed: the statement count per request behind `npm run bench:api`.
 * Usage: node --conditions=source scripts/profile-api.ts [path,path…] [repeat]
 * (default /api/talk/getProjectList; `{member}`, `{company}`, `{field}` and
 * `{room}` are filled in). Seeds as bench-api.ts does. PROFILE_LOOPS=n first
 * sends n requests to each path (for --cpu-prof); PROFILE_EXPLAIN=1 prints the
 * plans of the last request's statements. PROFILE_BODY='{"chatroom_id":{room},…}' sends each
 * target as a POST with that JSON body (placeholders filled in, a `{n}` numbered per request), for
 * the write calls (sendFieldMessage).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_LOGINS } from '../apps/server/src/db/seed/demo.ts';
import { seed } from './bench-api.ts';

/** Starts the V8 profiler; the function it answers stops it and answers the profile's JSON. */
const startProfile = async () => {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    return JSON.stringify(profile);
  };
};

const targets = (process.argv[2] ?? '/api/talk/getProjectList').split(',');
const repeat = Number(process.argv[3] ?? 3);
const dataDir = mkdtempSync(path.join(tmpdir(), 'genba-profile-'));
try {
  await seed(dataDir);
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const statements: string[] = [];
  const sent: [string, unknown[]][] = [];
  for (const method of ['query', 'exec'] as const) {
    const original = PGlite.prototype[method] as (...args: unknown[]) => Promise<unknown>;
    (PGlite.prototype as unknown as Record<string, unknown>)[method] = function (
      this: PGlite,
      ...args: unknown[]
    ) {
      const started = performance.now();
      if (method === 'query') sent.push([String(args[0]), (args[1] as unknown[]) ?? []]);
      const text = String(args[0]).replace(/\s+/g, ' ').slice(0, 160);
      return original.apply(this, args).then((result) => {
        const rows = (result as { rows?: unknown[] }).rows?.length ?? 0;
        statements.push(`${(performance.now() - started).toFixed(2)} ms, ${rows} rows: ${text}`);
        return result;
      });
    };
  }
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir });
  const { app } = createApp({ db: database.db, config });
  const origin = config.publicUrl;
  const login = await app.request('/api/user/email/login_pc', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: DEMO_LOGINS.companyManager.email,
      password: DEMO_LOGINS.companyManager.password,
    }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { user } = (await login.json()) as { user: { member_id: number; login_company_id: number } };
  const headers: Record<string, string> = {
    cookie,
    'x-operation-member': String(user.member_id),
    'x-operation-company': String(user.login_company_id),
  };
  const list = (await (await app.request('/api/talk/getProjectList', { headers })).json()) as {
    projects: { attendance_field_id: number; chatroom_id: number }[];
  };
  const first = list.projects[0];
  let sequence = 0;
  const fill = (target: string) => {
    sequence += 1;
    return target
      .replace('{n}', String(sequence))
      .replace('{member}', String(user.member_id))
      .replace('{company}', String(user.login_company_id))
      .replace('{field}', String(first?.attendance_field_id))
      .replace('{room}', String(first?.chatroom_id));
  };
  const post = process.env.PROFILE_BODY;
  const call = (target: string) =>
    app.request(
      target,
      post
        ? {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', origin },
            body: fill(post),
          }
        : { headers },
    );
  for (const raw of targets) {
    const target = fill(raw);
    // As the app sends them: the field header on the calls that name the project.
    const withField = raw.includes('{field}') || raw.includes('{room}');
    if (withField) headers['x-operation-field'] = String(first?.attendance_field_id);
    else delete headers['x-operation-field'];
    console.log(`\n== ${target}`);
    const loops = Number(process.env.PROFILE_LOOPS ?? 0);
    if (loops > 0) {
      // For --cpu-prof: many sequential requests, nothing printed. PROFILE_CPU=file.cpuprofile profiles
      // these requests alone (not the seeding before them).
      const profiling = process.env.PROFILE_CPU ? await startProfile() : undefined;
      const started = performance.now();
      const cpu = process.cpuUsage();
      // PROFILE_CONCURRENCY=n: n callers at once (a write call's queueing and batching).
      const concurrency = Number(process.env.PROFILE_CONCURRENCY ?? 1);
      statements.length = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < loops) {
            next += 1;
            await (await call(target)).text();
          }
        }),
      );
      const spent = process.cpuUsage(cpu);
      console.log(
        `${(statements.length / loops).toFixed(2)} statements per request at ${concurrency} at once`,
      );
      console.log(
        `${loops} requests, ${((performance.now() - started) / loops).toFixed(2)} ms each, CPU ${(
          (spent.user + spent.system) / 1000 / loops
        ).toFixed(2)} ms each`,
      );
      if (profiling && process.env.PROFILE_CPU) writeFileSync(process.env.PROFILE_CPU, await profiling());
    }
    for (let i = 0; i < repeat; i++) {
      statements.length = 0;
      sent.length = 0;
      const started = performance.now();
      const response = await call(target);
      const body = await response.text();
      const took = performance.now() - started;
      console.log(
        `#${i + 1} ${response.status} ${took.toFixed(1)} ms, ${statements.length} statements, ${body.length} bytes`,
      );
      if (i === 0 && response.status !== 200) console.log(body.slice(0, 300));
      // PROFILE_DUMP=dir keeps each answer, to compare the bodies before and after a change.
      if (process.env.PROFILE_DUMP)
        writeFileSync(path.join(process.env.PROFILE_DUMP, encodeURIComponent(target)), body);
      for (const s of statements) console.log(`  ${s}`);
    }
    if (process.env.PROFILE_EXPLAIN) {
      // The plans of the last request's statements, as PostgreSQL ran them.
      const client = (database.db as unknown as { $client: PGlite }).$client;
      for (const [text, params] of [...sent]) {
        const plan: { rows: { 'QUERY PLAN': string }[] } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers off) ${text}`,
          params,
        );
        console.log(`\n${text.slice(0, 120)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
  }
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
