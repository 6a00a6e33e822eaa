import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export type DragMode = 'move' | 'resize';

/** Pixels a pointer travels before a press becomes a drag (a tap stays a tap). */
const DRAG_THRESHOLD_PX = 4;

type Options = {
  dayWidth: number;
  onDrop: (taskId: number, mode: DragMode, days: number) => void;
};

type Active = {
  pointerId: number;
  taskId: number;
  mode: DragMode;
  startX: number;
  bar: HTMLElement;
  days: number;
  dragging: boolean;
};

/**
 * The board's pointer interaction (mouse, pen and touch through Pointer
 * Events): a press on a bar moves it, a press on its end handle resizes it,
 * both snapping to whole days. While the pointer moves only the dragged bar's
 * CSS custom property changes, so React renders nothing per move; the drop
 * calls `onDrop(taskId, mode, days)` once.
 *
 * Why not dnd-kit (which issue 14 names): its context re-renders every
 * useDraggable on each pointer move, which breaks the budget of at most 2
 * renders per move with 10,000 tasks. Pointer Events with capture cover
 * mouse, pen and touch alike; the keyboard is handled by the bar itself.
 */
export const useGanttDrag = (options: Options) => {
  const latest = useRef(options);
  latest.current = options;
  const [controller] = useState(() => {
    let active: Active | null = null;

    const move = (event: PointerEvent) => {
      const a = active;
      if (!a || event.pointerId !== a.pointerId) return;
      const dx = event.clientX - a.startX;
      if (!a.dragging && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
      a.dragging = true;
      const width = latest.current.dayWidth;
      const days = Math.round(dx / width);
      a.bar.dataset.dragging = a.mode;
      if (days === a.days) return;
      a.days = days;
      a.bar.style.setProperty(a.mode === 'move' ? '--drag-move' : '--drag-resize', `${days * width}px`);
    };

    const end = (event: PointerEvent, commit: boolean) => {
      const a = active;
      if (!a || event.pointerId !== a.pointerId) return;
      active = null;
      a.bar.removeEventListener('pointermove', move);
      a.bar.removeEventListener('pointerup', up);
      a.bar.removeEventListener('pointercancel', cancel);
      a.bar.style.removeProperty('--drag-move');
      a.bar.style.removeProperty('--drag-resize');
      delete a.bar.dataset.dragging;
      // A drop is a discrete user action: its render is flushed now, not queued behind other work.
      if (commit && a.dragging && a.days !== 0)
        flushSync(() => latest.current.onDrop(a.taskId, a.mode, a.days));
    };
    const up = (event: PointerEvent) => end(event, true);
    const cancel = (event: PointerEvent) => end(event, false);

    const onPointerDown = (event: ReactPointerEvent<HTMLElement>, taskId: number, mode: DragMode) => {
      if (event.button !== 0 || active) return;
      const bar = event.currentTarget.closest<HTMLElement>('[data-gantt-bar]') ?? event.currentTarget;
      event.stopPropagation();
      try {
        bar.setPointerCapture(event.pointerId);
      } catch {
        // A synthetic pointer (tests) cannot be captured; its moves still reach the bar.
      }
      active = {
        pointerId: event.pointerId,
        taskId,
        mode,
        startX: event.clientX,
        bar,
        days: 0,
        dragging: false,
      };
      bar.addEventListener('pointermove', move);
      bar.addEventListener('pointerup', up);
      bar.addEventListener('pointercancel', cancel);
    };
    return { onPointerDown };
  });
  return controller;
};
