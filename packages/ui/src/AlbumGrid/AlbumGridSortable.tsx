import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useMemo,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './AlbumGrid.module.css';
import type { AlbumGridItem } from './albumLayout.ts';
import { keyboardMoveTarget, ORDER_INSTRUCTIONS, orderAnnouncements } from './albumOrder.ts';
import type { ItemId } from './albumSelection.ts';

/** A pointer must move this far before a press on a tile becomes a drag: a click still selects. */
const DRAG_DISTANCE = 8;

export type AlbumGridSortableProps = {
  /** The mounted tiles that can be moved now (those of the dragged photo's group while it moves). */
  ids: readonly ItemId[];
  /** The photo being dragged (its thumbnail follows the pointer while its tile may scroll away). */
  active: AlbumGridItem | null;
  nameOf: (id: ItemId) => string;
  positionOf: (id: ItemId) => { index: number; count: number } | null;
  onStart: (id: ItemId) => void;
  onEnd: (id: ItemId, overId: ItemId | null) => void;
  onCancel: () => void;
  tileSize: number;
  /** Tiles per row: the arrow up and down keys move a photo by a row. */
  perRow: number;
  children: ReactNode;
};

/**
 * The grid's drag layer for a place or time grouping (dnd-kit): the pointer drags a tile after a
 * short move, the keyboard moves it from its handle (space or Enter to lift, arrows, space or Enter
 * to drop, Escape to cancel), announced in Japanese. Only mounted tiles take part: the sortable list
 * is the rows in view, never the group's 100,000 ids, so a move renders a bounded set.
 */
export const AlbumGridSortable = ({
  ids,
  active,
  nameOf,
  positionOf,
  onStart,
  onEnd,
  onCancel,
  tileSize,
  perRow,
  children,
}: AlbumGridSortableProps) => {
  // Read when a key is pressed: the tiles mounted and the row width then.
  const latest = useRef({ ids, perRow });
  latest.current = { ids, perRow };
  /**
   * An arrow key moves the photo to the next tile of its group that way (a row for up and down),
   * by the group's own order: dnd-kit's geometric getter, picking the closest tile to one side,
   * skipped a tile at the row's pickup boundary.
   */
  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(
    () =>
      (event, { context: { active, over, droppableRects } }) => {
        if (!active) return undefined;
        const { ids: order, perRow: across } = latest.current;
        const target = keyboardMoveTarget(order, over?.id ?? active.id, event.code, across);
        if (target === undefined) return undefined;
        event.preventDefault();
        const rect = droppableRects.get(target);
        return rect ? { x: rect.left, y: rect.top } : undefined;
      },
    [],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const announcements = useMemo(() => orderAnnouncements(nameOf, positionOf), [nameOf, positionOf]);
  const items = useMemo(() => [...ids], [ids]);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: ORDER_INSTRUCTIONS } }}
      onDragStart={(event: DragStartEvent) => onStart(event.active.id)}
      onDragEnd={(event: DragEndEvent) => onEnd(event.active.id, event.over?.id ?? null)}
      onDragCancel={onCancel}
    >
      <SortableContext items={items} strategy={rectSortingStrategy}>
        {children}
      </SortableContext>
      {/* In the body: a fixed overlay inside a page's transformed or contained box would sit elsewhere
          than the tile it lifts, and the keyboard's first move would skip a tile. */}
      {createPortal(
        <DragOverlay>
          {active ? (
            <img
              src={active.src}
              alt=""
              className={styles.dragOverlay}
              style={{ width: tileSize, height: tileSize }}
            />
          ) : null}
        </DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
};

export type SortableTileProps = {
  id: ItemId;
  name: string;
  /** Whether this photo's group can be ordered now. */
  disabled: boolean;
  /** Roving focus: the handle is reachable with Tab from its tile. */
  focusable: boolean;
  /** The tile's place in keyboard order (data-index of its photo). */
  index: number;
  /** The tile itself, given the pointer's drag start to add to its own handlers. */
  children: (onPointerDown: ((event: PointerEvent) => void) | undefined) => ReactNode;
};

/** One movable tile: the photo button (dragged by pointer) and its handle (moved by keyboard). */
export const SortableTile = ({ id, name, disabled, focusable, index, children }: SortableTileProps) => {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
  };
  const onPointerDown = listeners?.onPointerDown as ((event: PointerEvent) => void) | undefined;
  const onKeyDown = listeners?.onKeyDown as ((event: KeyboardEvent) => void) | undefined;
  return (
    <div ref={setNodeRef} className={styles.sortable} style={style} data-dragging={isDragging || undefined}>
      {children(disabled ? undefined : onPointerDown)}
      {!disabled && (
        <button
          {...attributes}
          ref={setActivatorNodeRef}
          type="button"
          className={styles.handle}
          aria-label={`${name}を並べ替え`}
          aria-roledescription="並べ替えできる写真"
          tabIndex={focusable ? 0 : -1}
          data-handle-index={index}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
    </div>
  );
};
