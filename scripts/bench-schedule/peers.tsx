import { createRoot, type Root } from 'react-dom/client';
import type { GanttProject } from '../../packages/ui/src/GanttBoard/ganttTypes.ts';

/**
 * The same generated company in the two peers issue 14 names, each mounted
 * and measured the way our board is (from the call that hands over the data
 * to the first painted frame with bars). Their style sheets ask for web
 * fonts that cannot load here; that does not delay the first paint.
 */

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const DAY_MS = 86_400_000;
const daysOf = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;

const waitFor = async (container: HTMLElement, selector: string) => {
  const deadline = performance.now() + 20_000;
  while (container.querySelectorAll(selector).length === 0) {
    if (performance.now() > deadline) throw new Error(`bench: no ${selector} appeared`);
    await frame();
  }
  await frame();
};

export const mountDhtmlx = async (container: HTMLElement, data: GanttProject[], from: string) => {
  const { gantt } = await import('dhtmlx-gantt');
  await import('dhtmlx-gantt/codebase/dhtmlxgantt.css');
  gantt.clearAll();
  container.innerHTML = '';
  const host = document.createElement('div');
  host.style.cssText = 'width:1280px;height:700px';
  container.append(host);
  const start = new Date(`${from.slice(0, 7)}-01T00:00:00`);
  const end = new Date(start);
  end.setMonth(end.getMonth() + 6);
  gantt.config.date_format = '%Y-%m-%d';
  gantt.config.start_date = start;
  gantt.config.end_date = end;
  gantt.config.min_column_width = 6;
  gantt.config.scales = [
    { unit: 'month', step: 1, format: '%Y/%n' },
    { unit: 'day', step: 1, format: '%j' },
  ];
  const rows: Record<string, unknown>[] = [];
  for (const p of data) {
    rows.push({ id: `p${p.id}`, text: p.case_name, start_date: from, duration: 1, open: true });
    for (const t of p.tasks)
      rows.push({
        id: t.id,
        text: t.name,
        start_date: t.start_date,
        duration: daysOf(t.start_date, t.end_date),
        parent: t.parent_id ?? `p${p.id}`,
        progress: t.progress / 100,
        open: true,
      });
  }
  const t0 = performance.now();
  gantt.init(host);
  gantt.parse({ data: rows, links: [] });
  await waitFor(host, '.gantt_task_line');
  return { ready: performance.now() - t0, destroy: () => gantt.clearAll() };
};

let svarRoot: Root | undefined;
/** SVAR's tree wants numeric ids with 0 as the root: projects get ids above every task's. */
const PROJECT_ID_BASE = 1_000_000;

export const mountSvar = async (container: HTMLElement, data: GanttProject[], from: string) => {
  const { Gantt, Willow } = await import('@svar-ui/react-gantt');
  await import('@svar-ui/react-gantt/all.css');
  svarRoot?.unmount();
  container.innerHTML = '';
  const start = new Date(`${from.slice(0, 7)}-01T00:00:00`);
  const end = new Date(start);
  end.setMonth(end.getMonth() + 6);
  const tasks: Record<string, unknown>[] = [];
  // SVAR walks into the children of every task marked open, so a leaf marked open throws.
  const parents = new Set(data.flatMap((p) => p.tasks.map((t) => t.parent_id)));
  for (const p of data) {
    tasks.push({
      id: PROJECT_ID_BASE + p.id,
      parent: 0,
      text: p.case_name,
      type: 'summary',
      open: true,
      start,
      end: new Date(start.getTime() + DAY_MS),
    });
    for (const t of p.tasks)
      tasks.push({
        id: t.id,
        text: t.name,
        start: new Date(`${t.start_date}T00:00:00`),
        end: new Date(Date.parse(`${t.end_date}T00:00:00`) + DAY_MS),
        parent: t.parent_id ?? PROJECT_ID_BASE + p.id,
        progress: t.progress,
        type: 'task',
        open: parents.has(t.id),
      });
  }
  const host = document.createElement('div');
  host.style.cssText = 'width:1280px;height:700px';
  container.append(host);
  const t0 = performance.now();
  svarRoot = createRoot(host);
  svarRoot.render(
    <Willow fonts={false}>
      <Gantt tasks={tasks as never} links={[]} start={start} end={end} cellWidth={6} />
    </Willow>,
  );
  await waitFor(host, '.wx-bar');
  return { ready: performance.now() - t0, destroy: () => svarRoot?.unmount() };
};
