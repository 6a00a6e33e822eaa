import type { AlbumGroupBy } from '@genba/validators';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
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
import {
  type AlbumGridItem,
  type AlbumGridVariant,
  cellWidthOf,
  groupAlbumItems,
  layoutAlbumRows,
  tilesPerRow,
} from './albumLayout.ts';
import {
  displayOrder,
  type ItemId,
  moveFocus,
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
  onSelectedChange: (next: Set<ItemId>) => void;
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
};

const TILE_GAP = 8;
/**
 * A transparent 1×1 GIF for a tile flown past: one decoded image shared by every such tile (an <img>
 * without src would lay out its alt text instead, which cost more than the thumbnail).
 */
const BLANK_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

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
}: AlbumGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(960);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(defaultCollapsed));
  const [anchor, setAnchor] = useState<ItemId | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const cell = cellWidthOf(variant);
  const perRow = tilesPerRow(width, cell);
  const tile = Math.floor(width / perRow);
  const groups = useMemo(() => groupAlbumItems(items, groupBy), [items, groupBy]);
  const { rows } = useMemo(
    () => layoutAlbumRows(groups, perRow, tile, collapsed),
    [groups, perRow, tile, collapsed],
  );
  const order = useMemo(() => displayOrder(groups), [groups]);
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

  // The visible tiles in order, and where each row's first tile sits in it (keyboard movement).
  const { visible, rowOfVisible, rowStart } = useMemo(() => {
    const visibleItems: AlbumGridItem[] = [];
    const rowOf: number[] = [];
    const starts: number[] = [];
    rows.forEach((row, r) => {
      starts.push(visibleItems.length);
      if (row.kind !== 'tiles') return;
      const group = groups[row.group];
      if (!group) return;
      for (let i = row.from; i < row.to; i++) {
        const item = group.items[i];
        if (item) {
          visibleItems.push(item);
          rowOf.push(r);
        }
      }
    });
    return { visible: visibleItems, rowOfVisible: rowOf, rowStart: starts };
  }, [rows, groups]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => rows[i]?.height ?? tile,
    overscan: 2,
  });

  // A fling moves more than a screen between two renders: the rows it mounts are gone by the next
  // frame, so their thumbnails are not requested (about 50 requests and decodes a frame, 40% of a fast
  // scroll's main-thread time, issue 12). The render when the scroll slows or stops loads them.
  const lastOffset = useRef(0);
  const offset = virtualizer.scrollOffset ?? 0;
  const flying =
    virtualizer.isScrolling && Math.abs(offset - lastOffset.current) > (virtualizer.scrollRect?.height ?? 0);
  lastOffset.current = offset;

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
    const next = moveFocus(index, event.key, perRow, visible.length);
    if (next === null || next === index) return;
    event.preventDefault();
    setFocusIndex(next);
    pendingFocus.current = next;
    const row = rowOfVisible[next];
    if (row !== undefined) virtualizer.scrollToIndex(row, { align: 'auto' });
    const target = visible[next];
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

  if (items.length === 0) return <div className={cx(styles.empty, className)}>{empty}</div>;

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
        <div className={styles.canvas} style={{ height: virtualizer.getTotalSize() }}>
          {/* Keyed by slot (place among the mounted rows), not by photo: a scroll step that brings in
              new rows updates the slots' elements (src, alt, position) instead of removing and creating
              every tile with its image and listeners, which was most of a fast scroll's frame (issue 12). */}
          {virtualizer.getVirtualItems().map((v, slot) => {
            const row = rows[v.index];
            const group = row ? groups[row.group] : undefined;
            if (!row || !group) return null;
            const style = { transform: `translateY(${v.start}px)`, height: row.height };
            if (row.kind === 'header') {
              const open = !collapsed.has(group.key);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: recycled by slot, see above
                <div key={`h-${slot}`} className={styles.header} style={style} data-index-row={v.index}>
                  <button
                    type="button"
                    className={styles.collapse}
                    aria-expanded={open}
                    onClick={() => toggleGroup(group.key)}
                  >
                    {open ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
                    <span className={styles.groupLabel}>{group.label}</span>
                    <span className={styles.groupCount}>{group.items.length.toLocaleString('ja-JP')}枚</span>
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
            const start = rowStart[v.index] ?? 0;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: recycled by slot, see above
              <div key={`r-${slot}`} className={styles.row} style={style}>
                {group.items.slice(row.from, row.to).map((item, i) => {
                  const index = start + i;
                  const size = tile - TILE_GAP;
                  if (item.status) {
                    return (
                      <div
                        // biome-ignore lint/suspicious/noArrayIndexKey: recycled by slot, see above
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
                  return (
                    <button
                      // biome-ignore lint/suspicious/noArrayIndexKey: recycled by slot, see above
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
                    >
                      {/* Keyed by photo: a recycled tile never shows the previous photo while the next loads. */}
                      <img
                        key={item.id}
                        src={flying ? BLANK_SRC : item.src}
                        alt={item.name}
                        className={styles.image}
                        loading="lazy"
                        decoding="async"
                        draggable={false}
                      />
                      {item.board && <span className={styles.board}>黒板</span>}
                      {item.pickup && <span className={styles.pickup}>ピックアップ</span>}
                      {item.unread && <span className={styles.unread}>未読</span>}
                      {isSelected && <span className={styles.check} aria-hidden="true" />}
                    </button>
                  );
                })}
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
});
