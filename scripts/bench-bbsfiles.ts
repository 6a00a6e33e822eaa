/**
 * `npm run bench:bbsfiles`: a room's board files (issue 11 §7), in process
 * (createApp on a seeded in-memory PGlite with the local storage adapter in a
 * temporary directory, as the server tests run it). Uploads of a 1 MB PDF,
 * the board read with 300 files on it, a 1 MB download, pickup and read status,
 * each sent N times one after another. Prints p50/p99 beside its target (ours:
 * the spec gives none). Not part of `npm test`.
 *
 * Environment: BENCH_RUNS (per call, default 30). `--check` exits 1 on a miss.
 */
import { and, eq } from 'drizzle-orm';
import { bbsFiles, chatRooms, projects } from '../apps/server/src/db/schema/index.ts';
import { BBS_SEED_PROJECT } from '../apps/server/src/db/seed/bbsFiles.ts';
import { createClient, startTestServer } from '../apps/server/test/helpers/app.ts';
import { reportCalls, timeCall } from './benchCalls.ts';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const check = process.argv.includes('--check');

const TARGETS_P99_MS = {
  'storageField (1 MB PDF)': 150,
  'getBbsMessages (300 files)': 60,
  'download (1 MB)': 60,
  'updateBbsFile (pickup)': 40,
  updateReadStatusFile: 30,
} as const;

const server = await startTestServer({ rateLimits: { loginPerIp: { limit: 100_000, windowSeconds: 60 } } });
const db = server.database.db;
const manager = createClient(server);
const login = await manager.loginEmail('kanri@example.com', 'genba-demo');
if (login.status !== 200) throw new Error(`login answered ${login.status}`);
const [room] = await db
  .select({ id: chatRooms.id, memberId: bbsFiles.memberId })
  .from(chatRooms)
  .innerJoin(projects, eq(projects.id, chatRooms.attendanceFieldId))
  .innerJoin(bbsFiles, eq(bbsFiles.chatRoomId, chatRooms.id))
  .where(and(eq(projects.caseName, BBS_SEED_PROJECT), eq(chatRooms.type, 'project')))
  .limit(1);
if (!room) throw new Error('seed: the board room is missing');

// A full-looking board: 300 rows (set-based, no bytes needed for the read).
await db.insert(bbsFiles).values(
  Array.from({ length: 300 }, (_, i) => ({
    chatRoomId: room.id,
    memberId: room.memberId,
    fileName: `図面 ${i + 1}.pdf`,
    storageKey: `bench/${i}.pdf`,
    mime: 'application/pdf',
    size: 1024,
    pickupFlg: i % 50 === 0,
  })),
);

const megabytePdf = new Uint8Array(1024 * 1024);
megabytePdf.set(new TextEncoder().encode('%PDF-1.4\n'));
const uploadForm = (i: number) => {
  const form = new FormData();
  form.set('chatroom_id', String(room.id));
  form.set('file', new File([megabytePdf], `計測 ${i}.pdf`));
  return form;
};

const time = (label: keyof typeof TARGETS_P99_MS, call: (i: number) => Promise<{ status: number }>) =>
  timeCall(label, TARGETS_P99_MS[label], runs, call);

type Uploaded = { id: number; building_file_path: string; regist_user_id: number };
const uploaded: Uploaded[] = [];
const results = [
  await time('storageField (1 MB PDF)', async (i) => {
    const res = await manager.call('POST', '/api/storage/field', { body: uploadForm(i) });
    uploaded.push((res.raw as { file: Uploaded }).file);
    return res;
  }),
  await time('getBbsMessages (300 files)', () => manager.api('getBbsMessages', { params: { id: room.id } })),
  await time('download (1 MB)', (i) =>
    manager.call('GET', uploaded[i % uploaded.length]?.building_file_path ?? ''),
  ),
  await time('updateBbsFile (pickup)', (i) => {
    const id = uploaded[i % uploaded.length]?.id ?? 0;
    return manager.api('updateBbsFile', { params: { id }, body: { fileId: id, pickupFlg: i % 2 } });
  }),
  await time('updateReadStatusFile', (i) =>
    manager.api('updateReadStatusFile', {
      body: {
        building_file_id: uploaded[i % uploaded.length]?.id ?? 0,
        member_id: uploaded[0]?.regist_user_id ?? 0,
        readed: 1,
      },
    }),
  ),
];
await server.close();

reportCalls(
  `board-file calls, ${runs} runs each, in process on PGlite + local storage (p50 / p99, target p99)`,
  results,
  check,
);
