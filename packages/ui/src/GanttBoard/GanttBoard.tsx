import {
  expandDateChanges,
  SCHEDULE_LIMIT,
  TASK_MESSAGE,
  taskPeriodMessage,
  type WorkCalendar,
} from '@genba/validators';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { cx } from '../internal/cx.ts';
import styles from './GanttBoard.module.css';
import type { BarKeyAction } from './GanttBoardBar.tsx';
import { GanttBoardBackdrop, GanttBoardHeader } from './GanttBoardHeader.tsx';
import { GanttBoardRow } from './GanttBoardRow.tsx';
import type { GanttDateChange, GanttProject, GanttProjectAction, GanttTask } from './ganttTypes.ts';
import { type DragMode, useGanttDrag } from './useGanttDrag.ts';
import {
  dayIndex,
  isoOfDay,
  monthStart,
  shiftMonth,
  useGanttState,
  type ViewMonths,
} from './useGanttState.ts';
import { usePrinting } from './usePrinting.ts';

export const GANTT_ROW_HEIGHT = 40;
const VIEW_OPTIONS: readonly ViewMonths[] = [1, 2, 6];

export const GANTT_MESSAGE = {
  saved: (n: number) => `${n}件のタスクの日程を変更しました。`,
  undone: '直前の変更を元に戻しました。',
  saveFailed: 'タスクの日程を保存できませんでした。変更を元に戻しました。',
  bulkTitle: '日程の一括変更',
} as const;

export type GanttBoardProps = {
  projects: readonly GanttProject[];
  /** Today in Japan, `YYYY-MM-DD` (the today line; stories pin it). */
  today: string;
  defaultMonths?: ViewMonths;
  /** The first month shown; the month of `today` when not given. */
  defaultFrom?: string;
  /**
   * The company's non-working days (weekdays off, public holidays, its own
   * dates), shaded; Saturdays, Sundays and public holidays when not given.
   */
  calendar?: WorkCalendar;
  /**
   * Saves date changes (already confirmed and checked against the project
   * period). Applied at once; a rejection rolls them back and shows the
   * error's message.
   */
  onChange?: (changes: GanttDateChange[]) => Promise<void>;
  /**
   * A project's own actions (confirm the schedule, add a task…): buttons on its group row, or one
   * 「…の操作」 menu on a phone.
   */
  projectActions?: (project: GanttProject) => readonly GanttProjectAction[];
  /** Enter or double-click on a bar (open the task's edit form). */
  onOpenTask?: (task: GanttTask) => void;
  /** Height of the scrolling area (rows are virtualised inside it). */
  height?: CSSProperties['height'];
  className?: string;
};

type Message = { tone: 'info' | 'error'; text: string };
type Pending = { changes: GanttDateChange[]; before: GanttDateChange[] };
type Dates = { start_date: string; end_date: string };

/**
 * The overall construction schedule (工程表): projects as groups, tasks and
 * sub-tasks as bars on a 1, 2 or 6-month scale. Bars move and resize by
 * pointer (mouse, pen, touch) and keyboard, snapping to days; a change that
 * touches several tasks asks first (変更する); the last change can be undone;
 * changes show at once and roll back with a message if saving fails.
 * Split in three: useGanttState (pure), useGanttDrag (pointer), this markup.
 */
export const GanttBoard = ({
  projects,
  today,
  defaultMonths = 1,
  defaultFrom,
  calendar,
  onChange,
  projectActions,
  onOpenTask,
  height = '70vh',
  className,
}: GanttBoardProps) => {
  const [months, setMonths] = useState<ViewMonths>(defaultMonths);
  const [from, setFrom] = useState(() => monthStart(defaultFrom ?? today));
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [overrides, setOverrides] = useState<ReadonlyMap<number, Dates>>(() => new Map());
  const [seenProjects, setSeenProjects] = useState(projects);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [message, setMessage] = useState<Message | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [undo, setUndo] = useState<GanttDateChange[] | null>(null);

  // New data from the server replaces the optimistic dates.
  if (seenProjects !== projects) {
    setSeenProjects(projects);
    setOverrides(new Map());
  }

  const { scale, rows } = useGanttState({ projects, from, months, collapsed, overrides, calendar });

  const index = useMemo(() => {
    const map = new Map<number, { task: GanttTask; project: GanttProject }>();
    for (const project of projects) for (const task of project.tasks) map.set(task.id, { task, project });
    return map;
  }, [projects]);

  // Handlers read the latest state through a ref so rows keep stable callbacks (memo holds).
  const live = useRef({ index, overrides, selected, onChange, undo, onOpenTask });
  live.current = { index, overrides, selected, onChange, undo, onOpenTask };

  const datesOf = useCallback((id: number): Dates | undefined => {
    const o = live.current.overrides.get(id);
    if (o) return o;
    const t = live.current.index.get(id)?.task;
    return t ? { start_date: t.start_date, end_date: t.end_date } : undefined;
  }, []);

  const commit = useCallback(
    async (changes: GanttDateChange[], before: GanttDateChange[], isUndo: boolean) => {
      setOverrides((prev) => {
        const next = new Map(prev);
        for (const c of changes) next.set(c.id, { start_date: c.start_date, end_date: c.end_date });
        return next;
      });
      setUndo(isUndo ? null : before);
      setMessage(null);
      try {
        await live.current.onChange?.(changes);
        setMessage({
          tone: 'info',
          text: isUndo ? GANTT_MESSAGE.undone : GANTT_MESSAGE.saved(changes.length),
        });
      } catch (error) {
        setOverrides((prev) => {
          const next = new Map(prev);
          for (const b of before) next.set(b.id, { start_date: b.start_date, end_date: b.end_date });
          return next;
        });
        setUndo(null);
        const text = error instanceof Error && error.message ? error.message : GANTT_MESSAGE.saveFailed;
        setMessage({ tone: 'error', text });
      }
    },
    [],
  );

  /** Turns a move or resize of `taskId` by `days` into checked changes, then asks or commits. */
  const request = useCallback(
    (taskId: number, mode: DragMode, days: number) => {
      const { index: idx, selected: sel } = live.current;
      const entry = idx.get(taskId);
      if (!entry) return;
      const ids = sel.has(taskId) && sel.size > 1 ? [...sel] : [taskId];
      const projectsInvolved = new Map<number, GanttProject>();
      for (const id of ids) {
        const e = idx.get(id);
        if (e) projectsInvolved.set(e.project.id, e.project);
      }
      if ([...projectsInvolved.values()].some((p) => !p.can_edit)) {
        setMessage({ tone: 'error', text: TASK_MESSAGE.noPermission });
        return;
      }
      const requested: GanttDateChange[] = [];
      for (const id of ids) {
        const d = datesOf(id);
        if (!d) continue;
        const start = dayIndex(d.start_date);
        const end = dayIndex(d.end_date);
        if (mode === 'move')
          requested.push({ id, start_date: isoOfDay(start + days), end_date: isoOfDay(end + days) });
        else {
          const nextEnd = Math.min(Math.max(end + days, start), start + SCHEDULE_LIMIT.scheduledDays - 1);
          requested.push({ id, start_date: d.start_date, end_date: isoOfDay(nextEnd) });
        }
      }
      const tree = [...projectsInvolved.values()].flatMap((p) =>
        p.tasks.map((t) => ({ id: t.id, parent_id: t.parent_id, ...(datesOf(t.id) ?? t) })),
      );
      const changes = expandDateChanges(tree, requested).filter((c) => {
        const d = datesOf(c.id);
        return !d || d.start_date !== c.start_date || d.end_date !== c.end_date;
      });
      if (changes.length === 0) return;
      for (const c of changes) {
        const project = idx.get(c.id)?.project;
        const problem = project && taskPeriodMessage(c, project);
        if (problem) {
          setMessage({ tone: 'error', text: problem });
          return;
        }
      }
      const before = changes.map((c) => ({ id: c.id, ...(datesOf(c.id) ?? c) }));
      if (changes.length > 1) setPending({ changes, before });
      else void commit(changes, before, false);
    },
    [commit, datesOf],
  );

  const undoLast = useCallback(() => {
    const last = live.current.undo;
    if (!last) return;
    const before = last.map((c) => ({ id: c.id, ...(datesOf(c.id) ?? c) }));
    void commit(last, before, true);
  }, [commit, datesOf]);

  const toggleSelect = useCallback((taskId: number) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(taskId)) next.delete(taskId);
      else next.add(taskId);
      return next;
    });
  }, []);

  const onKeyAction = useCallback(
    (taskId: number, action: BarKeyAction) => {
      if (action.kind === 'shift') request(taskId, action.mode, action.days);
      else if (action.kind === 'select') toggleSelect(taskId);
      else if (action.kind === 'clear') setSelected(new Set());
      else if (action.kind === 'undo') undoLast();
      else {
        const task = live.current.index.get(taskId)?.task;
        if (task) live.current.onOpenTask?.(task);
      }
    },
    [request, toggleSelect, undoLast],
  );

  const toggleCollapse = useCallback((key: string) => {
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const drag = useGanttDrag({ dayWidth: scale.dayWidth, onDrop: request });

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GANTT_ROW_HEIGHT,
    overscan: 8,
    getItemKey: (i) => rows[i]?.key ?? i,
  });

  // Printing lays out every row of the view, not only those scrolled into sight.
  const printing = usePrinting();
  const drawn = printing
    ? rows.map((_, index) => ({ index, start: index * GANTT_ROW_HEIGHT }))
    : virtualizer.getVirtualItems();

  const todayDay = dayIndex(today);
  const lastMonth = scale.monthSpans.at(-1)?.label;
  const rangeLabel =
    scale.monthSpans.length > 1
      ? `${scale.monthSpans[0]?.label}〜${lastMonth}`
      : (scale.monthSpans[0]?.label ?? '');

  return (
    <section className={cx(styles.board, className)} aria-label="工程表">
      <div className={styles.toolbar}>
        <fieldset className={styles.views}>
          <legend className={styles.visuallyHidden}>表示期間</legend>
          {VIEW_OPTIONS.map((m) => (
            <Button
              key={m}
              size="sm"
              variant={m === months ? 'primary' : 'secondary'}
              aria-pressed={m === months}
              onClick={() => setMonths(m)}
            >
              {m}か月
            </Button>
          ))}
        </fieldset>
        <div className={styles.nav}>
          <Button size="sm" variant="ghost" onClick={() => setFrom((f) => shiftMonth(f, -1))}>
            前の月
          </Button>
          <span className={styles.range}>{rangeLabel}</span>
          <Button size="sm" variant="ghost" onClick={() => setFrom((f) => shiftMonth(f, 1))}>
            次の月
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setFrom(monthStart(today))}>
            今日
          </Button>
        </div>
        <Button size="sm" variant="secondary" disabled={undo === null} onClick={undoLast}>
          元に戻す
        </Button>
        <Button size="sm" variant="ghost" onClick={() => window.print()}>
          印刷・PDF
        </Button>
        {selected.size > 0 && (
          <span className={styles.selection}>
            {selected.size}件選択中
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              選択解除
            </Button>
          </span>
        )}
      </div>
      <p
        className={styles.message}
        role={message?.tone === 'error' ? 'alert' : 'status'}
        data-tone={message?.tone}
      >
        {message?.text}
      </p>
      <div
        ref={scrollRef}
        className={styles.scroller}
        data-testid="gantt-scroller"
        style={
          {
            height,
            '--timeline-width': `${scale.width}px`,
            '--row-height': `${GANTT_ROW_HEIGHT}px`,
          } as CSSProperties
        }
      >
        <GanttBoardHeader scale={scale} />
        <div className={styles.body} style={{ height: virtualizer.getTotalSize() } as CSSProperties}>
          <GanttBoardBackdrop scale={scale} today={todayDay} />
          {drawn.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <GanttBoardRow
                key={row.key}
                row={row}
                scale={scale}
                top={item.start}
                selected={row.kind === 'task' && selected.has(row.task.id)}
                onToggleCollapse={toggleCollapse}
                onPointerDown={drag.onPointerDown}
                onKeyAction={onKeyAction}
                onToggleSelect={toggleSelect}
                projectActions={projectActions}
              />
            );
          })}
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={GANTT_MESSAGE.bulkTitle}
        description={pending ? TASK_MESSAGE.bulkChangeConfirm(pending.changes.length) : undefined}
        confirmLabel={TASK_MESSAGE.bulkChangeButton}
        onConfirm={() => {
          if (pending) void commit(pending.changes, pending.before, false);
        }}
      />
    </section>
  );
};
