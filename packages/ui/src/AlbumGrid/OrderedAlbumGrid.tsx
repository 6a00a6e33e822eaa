import { useState } from 'react';
import { AlbumGrid } from './AlbumGrid.tsx';
import type { AlbumGridItem } from './albumLayout.ts';
import type { ItemId } from './albumSelection.ts';

/**
 * For stories and tests: the grid of a place grouping whose caller keeps the saved order, as the
 * album page does (a move renumbers the group's place_sort_id and reports the saved ids).
 */
export const OrderedAlbumGrid = ({
  items: start,
  onSaved,
  height,
}: {
  items: AlbumGridItem[];
  onSaved: (ids: ItemId[]) => void;
  height: number;
}) => {
  const [items, setItems] = useState(start);
  const [selected, setSelected] = useState<ReadonlySet<ItemId>>(new Set());
  return (
    <div style={{ width: 1000, height }}>
      <AlbumGrid
        items={items}
        groupBy="place"
        selected={selected}
        onSelectedChange={setSelected}
        onReorder={(_group, ordered) => {
          const sort = new Map(ordered.map((item, i) => [item.id, i]));
          setItems((all) =>
            all.map((item) => (sort.has(item.id) ? { ...item, placeSort: sort.get(item.id) } : item)),
          );
          onSaved(ordered.map((item) => item.id));
        }}
      />
    </div>
  );
};
