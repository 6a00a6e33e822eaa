/**
 * The album's resizable panels (talk §2: a resizable edit panel and a
 * resizable search panel, minimum height 64, drag handle): the size rules
 * without a DOM, shared by the pointer, the keyboard and the stored size.
 */

/** Which size the handle changes: a side panel's width or a stacked panel's height. */
export type PanelAxis = 'width' | 'height';
/**
 * Where the handle sits on the panel: 'start' is its left or top edge (a panel
 * on the right or at the bottom grows when the handle moves left or up), 'end'
 * its right or bottom edge (the panel grows when the handle moves right or down).
 */
export type PanelEdge = 'start' | 'end';
export type PanelBounds = { min: number; max: number };

/** Talk §9: a resizable panel is never lower than 64 px. */
export const PANEL_MIN_HEIGHT = 64;
/** One arrow key press, and one with Shift. */
export const PANEL_STEP = 16;
export const PANEL_BIG_STEP = 64;

/**
 * Designed sizes (the spec gives only the 64 px minimum height). The edit side
 * panel keeps a tag name of 32 characters on one line at its narrowest and
 * leaves the grid three 192 px cells beside it at its widest on a 1280 px screen.
 */
export const EDIT_PANEL_WIDTH = { min: 240, max: 560, initial: 320 } as const;
/** Stacked (phone layout) and search panels: from one row of fields to most of a phone screen. */
export const EDIT_PANEL_HEIGHT = { min: PANEL_MIN_HEIGHT, max: 480, initial: 280 } as const;
export const SEARCH_PANEL_HEIGHT = { min: PANEL_MIN_HEIGHT, max: 480, initial: 168 } as const;

/** The size inside the bounds, in whole pixels; a max below the min gives the min. */
export const clampPanelSize = (size: number, bounds: PanelBounds): number => {
  const max = Math.max(bounds.min, bounds.max);
  if (!Number.isFinite(size)) return bounds.min;
  return Math.round(Math.min(max, Math.max(bounds.min, size)));
};

const GROW_KEYS: Record<PanelAxis, Record<PanelEdge, string>> = {
  width: { start: 'ArrowLeft', end: 'ArrowRight' },
  height: { start: 'ArrowUp', end: 'ArrowDown' },
};
const SHRINK_KEYS: Record<PanelAxis, Record<PanelEdge, string>> = {
  width: { start: 'ArrowRight', end: 'ArrowLeft' },
  height: { start: 'ArrowDown', end: 'ArrowUp' },
};

/**
 * The size after a key on the handle (WAI-ARIA window splitter): the arrows
 * along the axis move the handle by 16 px (64 with Shift), Home and End go to
 * the minimum and the maximum. Null for any other key, so the caller lets it be.
 */
export const panelSizeForKey = (
  size: number,
  key: string,
  options: { axis: PanelAxis; edge: PanelEdge; bounds: PanelBounds; shift?: boolean },
): number | null => {
  const step = options.shift ? PANEL_BIG_STEP : PANEL_STEP;
  if (key === 'Home') return clampPanelSize(options.bounds.min, options.bounds);
  if (key === 'End') return clampPanelSize(options.bounds.max, options.bounds);
  if (key === GROW_KEYS[options.axis][options.edge]) return clampPanelSize(size + step, options.bounds);
  if (key === SHRINK_KEYS[options.axis][options.edge]) return clampPanelSize(size - step, options.bounds);
  return null;
};

/**
 * The size while dragging: the pointer moved `delta` px along the axis (right
 * or down positive) since the drag started at `startSize`.
 */
export const panelSizeForDrag = (
  startSize: number,
  delta: number,
  edge: PanelEdge,
  bounds: PanelBounds,
): number => clampPanelSize(edge === 'start' ? startSize - delta : startSize + delta, bounds);

/** A size remembered by this browser, or null when missing, not a number or out of bounds. */
export const parseStoredPanelSize = (raw: string | null, bounds: PanelBounds): number | null => {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return null;
  const size = Number(raw);
  return size >= bounds.min && size <= bounds.max ? size : null;
};
