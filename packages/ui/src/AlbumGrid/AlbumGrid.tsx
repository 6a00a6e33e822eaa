import type { AlbumGroupBy } from '@genba/validators';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { ChevronDownIcon, ChevronRightIcon } from '../Icon/icons.tsx';
import { cx } from '../internal/cx.ts';
import styles from './AlbumGrid.module.css';
import { AlbumGridSortable, SortableTile } from './AlbumGridSortable.tsx';
import {
  type AlbumGridItem,
  type AlbumGridVariant,
  type AlbumGroup,
  cellWidthOf,
  firstTileOfRow,
  GROUP_HEADER_HEIGHT,
  groupAlbumItems,
  layoutAlbumRows,
  orderedBy,
  rowAt,
  rowIndexAt,
  rowOfTile,
  tileAt,
  tilesPerRow,
} from './albumLayout.ts';
import { findInGroups, moveInGroup } from './albumOrder.ts';
import {
  displayOrder,
  type ItemId,
  moveFocus,
  prepareSelectAll,
  selectionStateOf,
  selectRange,
  type TriState,
  toggleAll,
  toggleOne,
} from './albumSelection.ts';

export type AlbumGridProps = {
  items: readonly AlbumGridItem[];
  groupBy: AlbumGroupBy;
  variant?: AlbumGridVariant;
  selected: ReadonlySet<ItemId>;
  onSelectedChange: (next: ReadonlySet<ItemId>) => void;
  /** Enter or double-click on a tile: open the photo viewer. */
  onOpen?: (item: AlbumGridItem) => void;
  /** The retry button of a failed upload tile. */
  onRetry?: (item: AlbumGridItem) => void;
  /** Groups collapsed at first (by group key). */
  defaultCollapsed?: readonly string[];
  /** Shown instead of the grid when there are no items. */
  empty?: ReactNode;
  /** Accessible name of the grid. */
  label?: string;
  className?: string;
  /**
   * A place or time grouping only: a photo dragged (or moved by keyboard from its handle) within
   * its group gives the group's photos in their new order (pickup-flagged ones first still). The
   * caller saves it (updateBuildingPictureLastSorting) and passes the items in that order.
   */
  onReorder?: (group: AlbumGroup, ordered: AlbumGridItem[]) => void;
  /** Whether a group's photos can be ordered now (all loaded, one project…); all when absent. */
  canReorder?: (group: AlbumGroup) => boolean;
};

const TILE_GAP = 8;
/** Rows mounted beyond each edge of the view (talk §9). */
const OVERSCAN = 2;
/** A scroll is over when no scroll event came for this long: then the thumbnails of the rows in view load. */
const SCROLL_SETTLE_MS = 150;
/**
 * A transparent 1×1 GIF for a tile flown past: one decoded image shared by every such tile (an <img>
 * without src would lay out its alt text instead, which cost more than the thumbnail).
 */
const BLANK_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/**
 * The album's first tiles (the first rows of a large screen): their thumbnails are fetched with high
 * priority, ahead of the web font and the scripts the page loads after its first screen (issue 12's
 * first thumbnails ≤ 500 ms). Only these: a high priority for every mounted tile means none.
 */
const FIRST_TILES = 40;

/**
 * The album grid (issue 12): groups with counts and select-all boxes,
 * tiles per row from the measured width, rows virtualised so that only the
 * visible rows (plus an overscan of 2, talk §9) are mounted whatever the
 * album's size. Layout and selection are pure (albumLayout, albumSelection).
 * Memoised: a parent's render that changes none of its props (the edit
 * panel's draft, an applied tag) does not walk 100,000 photos again.
 */
export const AlbumGrid = memo(function AlbumGrid({
  items,
  groupBy,
  variant = 'album',
  selected,
  onSelectedChange,
  onOpen,
  onRetry,
  defaultCollapsed = [],
  empty,
  label = '写真一覧',
  className,
  onReorder,
  canReorder,
}: AlbumGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(960);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(defaultCollapsed));
  const [anchor, setAnchor] = useState<ItemId | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  // The scroller's offset and height: the rows in view follow from them and the layout.
  const [view, setView] = useState({ offset: 0, height: 0, scrolling: false });

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      setWidth(entry.contentRect.width);
      setView((v) => ({ ...v, height: el.clientHeight }));
    });
    observer.observe(el);
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setView({ offset: el.scrollTop, height: el.clientHeight, scrolling: true });
      clearTimeout(settle);
      settle = setTimeout(
        () => setView({ offset: el.scrollTop, height: el.clientHeight, scrolling: false }),
        SCROLL_SETTLE_MS,
      );
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
      clearTimeout(settle);
    };
  }, []);

  const cell = cellWidthOf(variant);
  const perRow = tilesPerRow(width, cell);
  const tile = Math.floor(width / perRow);
  const groups = useMemo(() => groupAlbumItems(items, groupBy), [items, groupBy]);
  const layout = useMemo(
    () => layoutAlbumRows(groups, perRow, tile, collapsed),
    [groups, perRow, tile, collapsed],
  );
  // Every photo in display order, ready before a select-all or a shift-click needs it.
  const order = useMemo(() => displayOrder(groups), [groups]);
  // A select-all's bits and count for this order, worked out after the render that made it, not in the click.
  useEffect(() => prepareSelectAll(order), [order]);
  // Each walks up to every photo: once per selection, not on every render (a scroll step renders too).
  const allState = useMemo(() => selectionStateOf(order, selected), [order, selected]);
  const groupState = useMemo(() => {
    const known = new Map<number, TriState>();
    return (g: number): TriState => {
      // Every group is part of the whole: all selected or none, so is each group (no walk of 100,000).
      if (allState !== 'indeterminate') return allState && (groups[g]?.items.length ?? 0) > 0;
      let state = known.get(g);
      if (state === undefined) {
        state = selectionStateOf(groups[g]?.items ?? [], selected);
        known.set(g, state);
      }
      return state;
    };
  }, [allState, groups, selected]);

  // A place or time grouping with a caller that saves the order: its groups' photos can be moved.
  const sortable = onReorder !== undefined && orderedBy(groupBy) !== null;
  const movable = useMemo(
    () => (sortable ? groups.map((g) => canReorder?.(g) ?? true) : []),
    [sortable, groups, canReorder],
  );
  /** The group of the photo being moved, and the photo. */
  const [dragging, setDragging] = useState<{ group: number; item: AlbumGridItem } | null>(null);

  // The rows in view, with an overscan of 2 rows each side (talk §9).
  const firstRow = Math.max(0, rowIndexAt(layout, view.offset) - OVERSCAN);
  const lastRow = Math.min(layout.rowCount - 1, rowIndexAt(layout, view.offset + view.height) + OVERSCAN);
  // Rows are keyed by their index modulo more rows than can be mounted at once: a row keeps its
  // element (and a focused tile its photo) while it stays in view, and a row coming in takes over the
  // elements of one that left instead of creating every tile with its image and listeners, which was
  // most of a fast scroll's frame (issue 12).
  const recycle =
    Math.ceil(view.height / Math.max(1, Math.min(GROUP_HEADER_HEIGHT, tile))) + 2 * OVERSCAN + 2;

  // A fling moves more than a screen between two renders: the rows it mounts are gone by the next
  // frame, so their thumbnails are not requested (about 50 requests and decodes a frame, 40% of a fast
  // scroll's main-thread time, issue 12). The render when the scroll slows or stops loads them.
  const lastOffset = useRef(0);
  const flying = view.scrolling && Math.abs(view.offset - lastOffset.current) > view.height;
  lastOffset.current = view.offset;

  /** Scrolls just enough to show row r (keyboard movement). */
  const scrollToRow = (r: number) => {
    const el = scrollRef.current;
    if (!el) return;
    const row = rowAt(layout, r);
    if (row.top < el.scrollTop) el.scrollTop = row.top;
    else if (row.top + row.height > el.scrollTop + el.clientHeight)
      el.scrollTop = row.top + row.height - el.clientHeight;
  };

  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${pendingFocus.current}"]`);
    if (el) {
      el.focus();
      pendingFocus.current = null;
    }
  });

  const select = useCallback(
    (item: AlbumGridItem, event: MouseEvent | KeyboardEvent) => {
      if (item.status) return;
      onSelectedChange(
        event.shiftKey ? selectRange(order, anchor, item.id, selected) : toggleOne(item.id, selected),
      );
      setAnchor(item.id);
    },
    [anchor, onSelectedChange, order, selected],
  );

  const onTileKey = (event: KeyboardEvent, index: number, item: AlbumGridItem) => {
    if (event.key === ' ') {
      event.preventDefault();
      select(item, event);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen?.(item);
      return;
    }
    const next = moveFocus(index, event.key, perRow, layout.tileCount);
    if (next === null || next === index) return;
    event.preventDefault();
    setFocusIndex(next);
    pendingFocus.current = next;
    scrollToRow(rowOfTile(layout, next));
    const at = tileAt(layout, next);
    const target = groups[at.group]?.items[at.index];
    if (event.shiftKey && target && !target.status) {
      onSelectedChange(selectRange(order, anchor ?? item.id, target.id, selected));
    }
  };

  const toggleGroup = (key: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  // The mounted tiles that may move now: the rows in view, only the dragged photo's group while it moves.
  const sortableIds: ItemId[] = [];
  if (sortable)
    for (let r = firstRow; r <= lastRow; r++) {
      const row = rowAt(layout, r);
      if (row.kind === 'header' || !movable[row.group]) continue;
      if (dragging && dragging.group !== row.group) continue;
      const group = groups[row.group];
      if (!group) continue;
      for (let i = row.from; i < row.to; i++) {
        const item = group.items[i];
        if (item && !item.status) sortableIds.push(item.id);
      }
    }
  const sortableKey = sortableIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same ids make the same list
  const sortableList = useMemo(() => sortableIds, [sortableKey]);
  const nameOf = useCallback(
    (id: ItemId) => {
      const at = findInGroups(groups, id);
      return (at && groups[at.group]?.items[at.index]?.name) || '写真';
    },
    [groups],
  );
  const positionOf = useCallback(
    (id: ItemId) => {
      const at = findInGroups(groups, id);
      return at ? { index: at.index, count: groups[at.group]?.items.length ?? 0 } : null;
    },
    [groups],
  );
  const startMove = useCallback(
    (id: ItemId) => {
      const at = findInGroups(groups, id);
      const item = at && groups[at.group]?.items[at.index];
      setDragging(at && item ? { group: at.group, item } : null);
    },
    [groups],
  );
  const endMove = useCallback(
    (id: ItemId, overId: ItemId | null) => {
      setDragging(null);
      if (overId === null || overId === id || !onReorder) return;
      const from = findInGroups(groups, id);
      const to = findInGroups(groups, overId);
      const group = from && groups[from.group];
      if (!from || !to || !group || from.group !== to.group) return;
      const ordered = moveInGroup(group.items, from.index, to.index);
      if (!ordered) return;
      onReorder(group, ordered);
      // Focus follows the moved photo to its handle (tiles are recycled by position, so the handle that
      // lifted it now shows its neighbour), once the new order has rendered and dnd-kit has restored its own.
      const tile =
        (layout.firstTile[from.group] ?? 0) + ordered.indexOf(group.items[from.index] as AlbumGridItem);
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          scrollRef.current?.querySelector<HTMLElement>(`[data-handle-index="${tile}"]`)?.focus(),
        ),
      );
    },
    [groups, layout, onReorder],
  );
  const cancelMove = useCallback(() => setDragging(null), []);

  if (items.length === 0) return <div className={cx(styles.empty, className)}>{empty}</div>;

  const wrapSortable = (canvas: ReactNode) =>
    sortable ? (
      <AlbumGridSortable
        ids={sortableList}
        active={dragging?.item ?? null}
        nameOf={nameOf}
        positionOf={positionOf}
        onStart={startMove}
        onEnd={endMove}
        onCancel={cancelMove}
        tileSize={tile - TILE_GAP}
        perRow={perRow}
      >
        {canvas}
      </AlbumGridSortable>
    ) : (
      canvas
    );

  return (
    <div className={cx(styles.root, className)} data-variant={variant}>
      <div className={styles.toolbar}>
        <Checkbox
          label={`すべて選択（${order.length.toLocaleString('ja-JP')}枚）`}
          checked={allState}
          onCheckedChange={() => onSelectedChange(toggleAll(order, selected, allState))}
        />
        {selected.size > 0 && (
          <span className={styles.count}>{selected.size.toLocaleString('ja-JP')}枚選択中</span>
        )}
      </div>
      <section ref={scrollRef} className={styles.scroller} aria-label={label} tabIndex={-1}>
        {wrapSortable(
          <div className={styles.canvas} style={{ height: layout.height }}>
            {Array.from({ length: Math.max(0, lastRow - firstRow + 1) }, (_, k) => {
              const index = firstRow + k;
              const row = rowAt(layout, index);
              const group = groups[row.group];
              if (!group) return null;
              const slot = index % recycle;
              const style = { transform: `translateY(${row.top}px)`, height: row.height };
              if (row.kind === 'header') {
                const open = !collapsed.has(group.key);
                return (
                  <div key={`h-${slot}`} className={styles.header} style={style} data-index-row={index}>
                    <button
                      type="button"
                      className={styles.collapse}
                      aria-expanded={open}
                      onClick={() => toggleGroup(group.key)}
                    >
                      {open ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
                      <span className={styles.groupLabel}>{group.label}</span>
                      <span className={styles.groupCount}>
                        {group.items.length.toLocaleString('ja-JP')}枚
                      </span>
                    </button>
                    <Checkbox
                      label={`${group.label}をすべて選択`}
                      hideLabel
                      checked={groupState(row.group)}
                      onCheckedChange={() =>
                        onSelectedChange(toggleAll(group.items, selected, groupState(row.group)))
                      }
                    />
                  </div>
                );
              }
              const start = firstTileOfRow(layout, row);
              return (
                <div key={`r-${slot}`} className={styles.row} style={style}>
                  {group.items.slice(row.from, row.to).map((item, i) => {
                    const index = start + i;
                    const size = tile - TILE_GAP;
                    if (item.status) {
                      return (
                        <div
                          // biome-ignore lint/suspicious/noArrayIndexKey: recycled with the row, see above
                          key={`s-${i}`}
                          className={styles.tile}
                          data-status={item.status}
                          style={{ width: size, height: size }}
                          title={item.status === 'failed' ? 'アップロード失敗' : undefined}
                        >
                          <img
                            src={item.src}
                            alt={`${item.status === 'failed' ? 'アップロード失敗' : 'アップロード中'} ${item.name}`}
                            className={styles.image}
                          />
                          <span className={styles.statusText}>
                            {item.status === 'failed' ? 'アップロード失敗' : 'アップロード中…'}
                          </span>
                          {item.status === 'failed' && onRetry && (
                            <button type="button" className={styles.retry} onClick={() => onRetry(item)}>
                              再試行
                            </button>
                          )}
                        </div>
                      );
                    }
                    const isSelected = selected.has(item.id);
                    const photo = (onPointerDown?: (event: PointerEvent) => void) => (
                      <button
                        // biome-ignore lint/suspicious/noArrayIndexKey: recycled with the row, see above
                        key={`p-${i}`}
                        type="button"
                        className={styles.tile}
                        style={{ width: size, height: size }}
                        aria-pressed={isSelected}
                        data-index={index}
                        data-state={isSelected ? 'selected' : undefined}
                        tabIndex={index === focusIndex ? 0 : -1}
                        onFocus={() => setFocusIndex(index)}
                        onClick={(event) => select(item, event)}
                        onDoubleClick={() => onOpen?.(item)}
                        onKeyDown={(event) => onTileKey(event, index, item)}
                        onPointerDown={onPointerDown}
                      >
                        {/* Keyed by photo: a recycled tile never shows the previous photo while the next loads.
                          Not loading="lazy": only rows in view and two beyond are mounted, and a lazy image
                          waits for an intersection check after layout before it is even requested, on the
                          first thumbnail's path (issue 12). */}
                        <img
                          key={item.id}
                          src={flying ? BLANK_SRC : item.src}
                          alt={item.name}
                          className={styles.image}
                          decoding="async"
                          fetchPriority={index < FIRST_TILES ? 'high' : undefined}
                          draggable={false}
                        />
                        {item.board && <span className={styles.board}>黒板</span>}
                        {item.pickup && <span className={styles.pickup}>ピックアップ</span>}
                        {item.unread && <span className={styles.unread}>未読</span>}
                        {isSelected && <span className={styles.check} aria-hidden="true" />}
                      </button>
                    );
                    if (!sortable) return photo();
                    return (
                      <SortableTile
                        // biome-ignore lint/suspicious/noArrayIndexKey: recycled with the row, see above
                        key={`p-${i}`}
                        id={item.id}
                        name={item.name}
                        disabled={!movable[row.group]}
                        focusable={index === focusIndex}
                        index={index}
                      >
                        {photo}
                      </SortableTile>
                    );
                  })}
                </div>
              );
            })}
          </div>,
        )}
      </section>
    </div>
  );
});
