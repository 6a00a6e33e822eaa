// Tokens and base styles, as the app's main.tsx imports them; the components bring their own CSS modules
// from source, so the bench needs no package build.
import '@genba/ui/tokens.css';
import '@genba/ui/base.css';
import { AttendanceTable } from '@genba/ui/attendance-table';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type {
  AttendanceGridMember,
  AttendanceGridRecord,
} from '../../packages/ui/src/AttendanceTable/attendanceGrid.ts';

/**
 * Runs inside Chromium for scripts/bench-daily.ts: mounts the real AttendanceTable for a month of
 * generated attendance and measures its first paint and a scripted scroll through every member.
 */

const MONTH = '2026-12';
const HEIGHT = 600;
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/**
 * After the next frame is painted: a rAF callback runs before its frame's style, layout and paint,
 * a message posted from it is handled after them.
 */
const painted = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    }),
  );
const container = document.getElementById('root') as HTMLElement;
let root: Root | undefined;

/** Every member works every day, some days with a status, so every cell has content to draw. */
const month = (memberCount: number) => {
  const members: AttendanceGridMember[] = Array.from({ length: memberCount }, (_, i) => ({
    member_id: i + 1,
    name: `メンバー${i + 1}`,
  }));
  const statuses: AttendanceGridRecord['status'][] = [null, null, null, 1, 2, 3, 4];
  const records: AttendanceGridRecord[] = members.flatMap((m) =>
    Array.from({ length: 31 }, (_, d) => ({
      id: m.member_id * 100 + d,
      member_id: m.member_id,
      work_date: `${MONTH}-${String(d + 1).padStart(2, '0')}`,
      attendance_start: '08:00',
      leave_work: d % 5 === 0 ? '19:30' : '17:00',
      rest_minutes: 60,
      status: statuses[(m.member_id + d) % statuses.length] ?? null,
    })),
  );
  return { members, records };
};

/** Member rows in the DOM: the table's rows less its header and totals rows. */
const rowsMounted = () => Math.max(0, container.querySelectorAll('[role="row"]').length - 2);

/** From the render call to the first frame painted with the visible rows. */
const mount = async (memberCount: number) => {
  root?.unmount();
  const { members, records } = month(memberCount);
  root = createRoot(container);
  // A task of its own for the render, so that the traced CPU of the mount's tasks leaves out the
  // generated month and the unmount before it.
  await new Promise((resolve) => setTimeout(resolve));
  performance.mark('bench:mount:start');
  const t0 = performance.now();
  flushSync(() =>
    root?.render(
      <AttendanceTable
        month={MONTH}
        members={members}
        records={records}
        height={HEIGHT}
        onCellClick={() => {}}
      />,
    ),
  );
  while (rowsMounted() < 5) await frame();
  await painted();
  const ready = performance.now() - t0;
  performance.mark('bench:mount:end');
  return { ready, rows: rowsMounted() };
};

/**
 * Scrolls the table from top to bottom, a step each frame, and measures each frame's main-thread
 * work: from the frame's start (the rAF timestamp, taken before the scroll steps that run the
 * virtualiser's handler) to the first task after its paint (a MessageChannel message posted in rAF).
 */
const scroll = async (steps: number) => {
  const scroller = container.querySelector<HTMLElement>('section[aria-label]');
  if (!scroller) throw new Error('bench: no scroll area');
  scroller.scrollTop = 0;
  await frame();
  await frame();
  const distance = scroller.scrollHeight - scroller.clientHeight;
  const work: number[] = [];
  let maxRows = 0;
  for (let i = 1; i <= steps; i++) {
    await new Promise<void>((resolve) =>
      requestAnimationFrame((frameStart) => {
        performance.mark('bench:frame');
        scroller.scrollTop = Math.round((distance * i) / steps);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          work.push(performance.now() - frameStart);
          maxRows = Math.max(maxRows, rowsMounted());
          resolve();
        };
        channel.port2.postMessage(0);
      }),
    );
  }
  // The last step's scroll handler runs in the next frame.
  await frame();
  const reachedEnd = scroller.scrollTop >= distance - 1;
  const sorted = work.slice(1).sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return { p99, median, max: sorted.at(-1) ?? 0, top: sorted.slice(-6), maxRows, reachedEnd, distance };
};

declare global {
  interface Window {
    benchDaily: { mount: typeof mount; scroll: typeof scroll };
  }
}

window.benchDaily = { mount, scroll };
