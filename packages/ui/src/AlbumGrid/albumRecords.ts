import { type ItemId, pickSelected } from './albumSelection.ts';
import { SelectionBits } from './selectionBits.ts';

/**
 * The album's records in display order with each one's position by id. A
 * 適用 on 100,000 photos puts each answered record in its place in a copy of
 * the array (pointers only) and keeps the positions, instead of rebuilding a
 * map of every photo and copying it once more to find the new ones (issue 12).
 */
export type AlbumRecords<T> = { list: readonly T[]; at: Positions };

type Identified = { id: ItemId };

/** Ids from here on go to the Map (the typed array would pass 128 MB). */
const MAX_DENSE_ID = 1 << 25;

/**
 * Positions by id: photo ids (small integers) in a typed array indexed by
 * id, any other id in a Map. Asking a Map of 100,000 numbers for each of
 * them, in display order, took 15 ms (hash lookups all over memory) of a
 * select-all's pickSelected (issue 12); the array takes a fraction of that.
 */
export class Positions {
  /** Position + 1 by id; 0 is none. */
  private dense = new Int32Array(0);
  private readonly sparse = new Map<ItemId, number>();

  get(id: ItemId): number | undefined {
    if (typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < MAX_DENSE_ID) {
      const at = this.dense[id] ?? 0;
      return at === 0 ? undefined : at - 1;
    }
    return this.sparse.get(id);
  }

  set(id: ItemId, at: number): void {
    if (typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < MAX_DENSE_ID) {
      if (id >= this.dense.length) {
        const grown = new Int32Array(Math.min(MAX_DENSE_ID, Math.max(id + 1, this.dense.length * 2, 1024)));
        grown.set(this.dense);
        this.dense = grown;
      }
      this.dense[id] = at + 1;
    } else this.sparse.set(id, at);
  }
}

export const albumRecordsOf = <T extends Identified>(list: readonly T[]): AlbumRecords<T> => {
  const at = new Positions();
  for (let i = 0; i < list.length; i++) at.set((list[i] as T).id, i);
  return { list, at };
};

/**
 * The records with `more` after them (the album's next page). The positions
 * are extended in place, not copied (a copy per page was quadratic): an
 * earlier value's list is a prefix of the new one, so a position past its end
 * finds nothing there (recordOf checks the id).
 */
export const appendRecords = <T extends Identified>(
  records: AlbumRecords<T>,
  more: readonly T[],
): AlbumRecords<T> => {
  const { at } = records;
  const start = records.list.length;
  for (let i = 0; i < more.length; i++) at.set((more[i] as T).id, start + i);
  return { list: [...records.list, ...more], at };
};

/**
 * Each changed record in place of the stored one with its id; those the
 * album does not hold yet come back as `added` (the caller puts them first
 * and rebuilds the positions). Nothing replaced: the same records.
 */
export const replaceRecords = <T extends Identified>(
  records: AlbumRecords<T>,
  changed: readonly T[],
): { records: AlbumRecords<T>; added: T[] } => {
  const added: T[] = [];
  let list: T[] | null = null;
  for (let i = 0; i < changed.length; i++) {
    const record = changed[i] as T;
    const at = records.at.get(record.id);
    if (at === undefined || records.list[at]?.id !== record.id) added.push(record);
    else {
      list ??= records.list.slice();
      list[at] = record;
    }
  }
  return { records: list ? { list, at: records.at } : records, added };
};

/** The record with this id, or undefined. */
export const recordOf = <T extends Identified>(records: AlbumRecords<T>, id: ItemId): T | undefined => {
  const at = records.at.get(id);
  const record = at === undefined ? undefined : records.list[at];
  return record?.id === id ? record : undefined;
};

/** The records as pickSelected asks for them. */
export const recordLookup = <T extends Identified>(records: AlbumRecords<T>) => ({
  get: (id: ItemId) => recordOf(records, id),
});

/**
 * The selected ids' records, skipping ids with no record (an upload
 * placeholder's). A selection of bits (a select-all, SelectionBits) is read
 * by walking the records, in the records' order, one bit test each: no
 * iterator step and no lookup by id per photo; when it selects every record,
 * the answer is the records' own list (a select-all of 100,000 photos, and
 * again after a 適用 replaced them, issue 12). The album's tiles follow its
 * records, so this is the selection's own order there. Any other selection:
 * pickSelected, in the selection's order.
 */
export const pickSelectedRecords = <T extends Identified>(
  selected: ReadonlySet<ItemId>,
  records: AlbumRecords<T>,
): readonly T[] => {
  if (!(selected instanceof SelectionBits)) return pickSelected(selected, recordLookup(records));
  const { list } = records;
  if (selected.size === 0) return [];
  let out: T[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const record = list[i] as T;
    if (selected.has(record.id)) {
      if (out) out.push(record);
    } else if (!out) out = list.slice(0, i);
  }
  return out ?? list;
};
