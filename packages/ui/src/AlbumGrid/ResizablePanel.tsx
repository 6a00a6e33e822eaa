import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useRef,
} from 'react';
import { cx } from '../internal/cx.ts';
import {
  type PanelAxis,
  type PanelBounds,
  type PanelEdge,
  panelSizeForDrag,
  panelSizeForKey,
} from './panelSize.ts';
import styles from './ResizablePanel.module.css';

export type ResizablePanelProps = {
  /** The panel's accessible name (a region). */
  label: string;
  /** The handle's accessible name, e.g. '編集パネルの幅'. */
  handleLabel: string;
  axis: PanelAxis;
  edge: PanelEdge;
  bounds: PanelBounds;
  /** Controlled size in px: the page keeps it (and remembers it per browser). */
  size: number;
  onSizeChange: (size: number) => void;
  /** Once a drag or a key press has settled the size: the moment to remember it. */
  onSizeCommit?: (size: number) => void;
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A panel with a drag handle (talk §2's resizable edit and search panels).
 * The handle is a focusable separator (WAI-ARIA window splitter): arrows move
 * it by 16 px (64 with Shift), Home and End go to the bounds, and it reports
 * aria-valuenow/min/max. The pointer drags it (mouse, pen and touch alike).
 */
export const ResizablePanel = ({
  label,
  handleLabel,
  axis,
  edge,
  bounds,
  size,
  onSizeChange,
  onSizeCommit,
  id,
  className,
  children,
}: ResizablePanelProps) => {
  const generated = useId();
  const panelId = id ?? generated;
  const drag = useRef<{ pointer: number; from: number; size: number } | null>(null);
  const last = useRef(size);
  last.current = size;

  const along = (event: PointerEvent) => (axis === 'width' ? event.clientX : event.clientY);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    try {
      // Keeps the drag when the pointer leaves the thin handle; a pointer that is no longer down cannot be captured.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // The moves still arrive while the pointer stays over the handle.
    }
    event.currentTarget.focus();
    drag.current = { pointer: event.pointerId, from: along(event), size };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const next = panelSizeForDrag(start.size, along(event) - start.from, edge, bounds);
    if (next !== last.current) onSizeChange(next);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    onSizeCommit?.(last.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = panelSizeForKey(size, event.key, { axis, edge, bounds, shift: event.shiftKey });
    if (next === null) return;
    event.preventDefault();
    if (next !== size) onSizeChange(next);
    onSizeCommit?.(next);
  };

  const handle = (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot take focus or keys; a focusable separator is the ARIA window-splitter pattern.
    <div
      role="separator"
      tabIndex={0}
      className={styles.handle}
      aria-label={handleLabel}
      aria-controls={panelId}
      // A width handle is a vertical line, a height handle a horizontal one.
      aria-orientation={axis === 'width' ? 'vertical' : 'horizontal'}
      aria-valuenow={size}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      aria-valuetext={`${size}px`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      <span className={styles.grip} aria-hidden="true" />
    </div>
  );

  return (
    <section
      id={panelId}
      aria-label={label}
      className={cx(styles.panel, className)}
      data-axis={axis}
      data-edge={edge}
      style={{ '--panel-size': `${size}px` } as CSSProperties}
    >
      {edge === 'start' && handle}
      <div className={styles.body}>{children}</div>
      {edge === 'end' && handle}
    </section>
  );
};
