// Tokens and base styles, as the app's main.tsx imports them; the components bring their own CSS modules
// from source, so the bench needs no package build.
import '@genba/ui/tokens.css';
import '@genba/ui/base.css';
import { GanttBoard } from '@genba/ui/gantt-board';
import { Profiler } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { generatedProjects } from '../../packages/ui/src/GanttBoard/internal/sampleProjects.ts';
import { mountDhtmlx, mountSvar } from './peers.tsx';

/**
 * Runs inside Chromium for scripts/bench-schedule.ts: mounts our GanttBoard
 * on a generated company and measures ready time, renders per pointer move,
 * per-move work, drop commit and (through CDP, in the script) the heap.
 */

const TODAY = '2026-11-22';
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const container = document.getElementById('root') as HTMLElement;
let root: Root | undefined;
let commits = 0;
/** The first commit at or after this instant is the drop's. */
let commitAfter = Number.POSITIVE_INFINITY;
let firstCommitAfter = 0;

const mount = async (projects: number, perProject: number, months: 1 | 2 | 6) => {
  root?.unmount();
  const data = generatedProjects(projects, perProject, TODAY);
  root = createRoot(container);
  const t0 = performance.now();
  flushSync(() =>
    root?.render(
      <Profiler
        id="gantt"
        onRender={(_id, _phase, _duration, _base, _start, commitTime) => {
          commits += 1;
          if (commitTime >= commitAfter && firstCommitAfter === 0) firstCommitAfter = commitTime;
        }}
      >
        <GanttBoard
          projects={data}
          today={TODAY}
          defaultMonths={months}
          height={700}
          onChange={async () => {}}
        />
      </Profiler>,
    ),
  );
  // The virtualiser measures its scroller after mount; wait until the visible bars are in the page and painted.
  while (document.querySelectorAll('[data-gantt-bar]').length === 0) await frame();
  await frame();
  const ready = performance.now() - t0;
  return { ready, bars: document.querySelectorAll('[data-gantt-bar]').length };
};

const pointer = (target: Element, type: string, x: number, y: number) =>
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      clientX: x,
      clientY: y,
      pointerId: 9,
      button: 0,
      isPrimary: true,
    }),
  );

const dragOne = async () => {
  const bar = document.querySelector<HTMLElement>('[data-gantt-bar]:not([data-parent])');
  if (!bar) throw new Error('no bar');
  const box = bar.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const x0 = box.left + 4;
  pointer(bar, 'pointerdown', x0, y);
  await frame();
  const before = commits;
  const commitsBeforeDrag = commits;
  const moveWork: number[] = [];
  const moves = 60;
  for (let i = 1; i <= moves; i++) {
    const t = performance.now();
    pointer(bar, 'pointermove', x0 + i * 2, y);
    bar.getBoundingClientRect(); // forces the style and layout work of this move into the measurement
    moveWork.push(performance.now() - t);
    await frame();
  }
  const rendersPerMove = (commits - before) / moves;
  const upAt = performance.now();
  commitAfter = upAt;
  firstCommitAfter = 0;
  pointer(bar, 'pointerup', x0 + moves * 2, y);
  while (firstCommitAfter === 0) await frame();
  const drop = firstCommitAfter - upAt;
  const moved = /\d{4}\/\d{2}\/\d{2}〜/.test(bar.getAttribute('aria-label') ?? '') && commits > before;
  moveWork.sort((a, b) => a - b);
  const p99 = moveWork[Math.min(moveWork.length - 1, Math.floor(moveWork.length * 0.99))] ?? 0;
  return { rendersPerMove, p99MoveMs: p99, dropMs: drop, commitsBeforeDrag, moved };
};

declare global {
  interface Window {
    benchSchedule: {
      mount: typeof mount;
      dragOne: typeof dragOne;
      peer: (name: 'dhtmlx' | 'svar', projects: number, perProject: number) => Promise<{ ready: number }>;
      unmount: () => void;
    };
  }
}

window.benchSchedule = {
  mount,
  dragOne,
  peer: async (name, projects, perProject) => {
    root?.unmount();
    root = undefined;
    const data = generatedProjects(projects, perProject, TODAY);
    const mounted = await (name === 'dhtmlx' ? mountDhtmlx : mountSvar)(container, data, TODAY);
    mounted.destroy();
    container.innerHTML = '';
    return { ready: mounted.ready };
  },
  unmount: () => {
    root?.unmount();
    root = undefined;
  },
};
