import type { AlbumGridItem } from './albumLayout.ts';

type ItemId = AlbumGridItem['id'];

/** Ids from here on are not kept as bits (the bitmap would pass 4 MB): such a selection stays a Set. */
const MAX_BIT_ID = 1 << 25;

const isBitId = (id: ItemId): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < MAX_BIT_ID;

const bitIn = (words: Uint32Array, id: number): boolean => ((words[id >>> 5] ?? 0) & (1 << (id & 31))) !== 0;

const setBit = (words: Uint32Array, id: number, on: boolean) => {
  const w = id >>> 5;
  const mask = 1 << (id & 31);
  words[w] = on ? (words[w] ?? 0) | mask : (words[w] ?? 0) & ~mask;
};

const popcount = (word: number): number => {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** One items array's ids as bits (`among`), those that can be selected (not upload placeholders) and their count. */
type ItemBits = { among: Uint32Array; selectable: Uint32Array; count: number };

/**
 * Per items array (arrays are never changed in place: the grid's display order is made anew for
 * new items): null when a selectable item's id cannot be a bit.
 */
const itemBits = new WeakMap<readonly AlbumGridItem[], ItemBits | null>();

export const itemBitsOf = (items: readonly AlbumGridItem[]): ItemBits | null => {
  const known = itemBits.get(items);
  if (known !== undefined) return known;
  let max = 0;
  let bitIds = true;
  for (let i = 0; i < items.length && bitIds; i++) {
    const item = items[i] as AlbumGridItem;
    if (isBitId(item.id)) max = Math.max(max, item.id);
    else if (!item.status) bitIds = false;
  }
  let made: ItemBits | null = null;
  if (bitIds) {
    const among = new Uint32Array((max >>> 5) + 1);
    const selectable = new Uint32Array(among.length);
    let count = 0;
    for (let i = 0; i < items.length; i++) {
      const item = items[i] as AlbumGridItem;
      const id = item.id;
      if (!isBitId(id)) continue;
      setBit(among, id, true);
      if (item.status || bitIn(selectable, id)) continue;
      setBit(selectable, id, true);
      count++;
    }
    made = { among, selectable, count };
  }
  itemBits.set(items, made);
  return made;
};

/**
 * A selection among one array of items, kept as one bit per photo id: a
 * select-all of 100,000 photos sets 100,000 bits in a few kilobytes instead
 * of hashing 100,000 ids into a Set in the click (issue 12), and selecting
 * or clearing one photo after it copies the bits, not 100,000 entries.
 * A ReadonlySet like the Sets it stands in for, and as immutable: every
 * change answers a new selection. Iterates in the items' order.
 */
export class SelectionBits implements ReadonlySet<ItemId> {
  /** The items it selects among; iteration follows their order. */
  private readonly items: readonly AlbumGridItem[];
  /** The ids of those items. */
  private readonly among: Uint32Array;
  private readonly bits: Uint32Array;
  readonly size: number;

  private constructor(items: readonly AlbumGridItem[], among: Uint32Array, bits: Uint32Array, size: number) {
    this.items = items;
    this.among = among;
    this.bits = bits;
    this.size = size;
  }

  /**
   * Every item but upload placeholders, and what `previous` selected; null
   * when an id cannot be a bit or `previous` holds an id not among the items
   * (the caller makes a Set then). The items' bits are worked out once per
   * items array (itemBitsOf): a select-all copies them and ORs in the previous
   * selection, a word at a time, instead of walking 100,000 photos in the click.
   */
  static all(items: readonly AlbumGridItem[], previous: ReadonlySet<ItemId>): SelectionBits | null {
    const base = itemBitsOf(items);
    if (!base) return null;
    const bits = base.selectable.slice();
    let size = base.count;
    if (previous instanceof SelectionBits && previous.among === base.among) {
      // The same items' bits: a word-wise OR, the size counted from the words.
      if (previous.size === 0) return new SelectionBits(items, base.among, bits, size);
      size = 0;
      for (let w = 0; w < bits.length; w++) {
        const word = ((bits[w] ?? 0) | (previous.bits[w] ?? 0)) >>> 0;
        bits[w] = word;
        size += popcount(word);
      }
      return new SelectionBits(items, base.among, bits, size);
    }
    for (const id of previous) {
      if (!isBitId(id) || !bitIn(base.among, id)) return null;
      if (bitIn(bits, id)) continue;
      setBit(bits, id, true);
      size++;
    }
    return new SelectionBits(items, base.among, bits, size);
  }

  has(id: ItemId): boolean {
    return isBitId(id) && bitIn(this.bits, id);
  }

  /** The selection with these ids on or off; null when one is not among the items. */
  with(ids: Iterable<ItemId>, on: boolean): SelectionBits | null {
    const bits = this.bits.slice();
    let size = this.size;
    for (const id of ids) {
      if (!isBitId(id) || !bitIn(this.among, id)) return null;
      if (bitIn(bits, id) === on) continue;
      setBit(bits, id, on);
      size += on ? 1 : -1;
    }
    return new SelectionBits(this.items, this.among, bits, size);
  }

  /**
   * The selection without these items: none of its own items is an empty
   * selection at once (a select-all cleared); otherwise their bits are
   * cleared one by one. An id that cannot be a bit (an upload placeholder's)
   * is never selected, so it is skipped rather than making a Set.
   */
  without(items: readonly AlbumGridItem[]): SelectionBits {
    if (items === this.items || this.size === 0)
      return new SelectionBits(this.items, this.among, new Uint32Array(this.bits.length), 0);
    const bits = this.bits.slice();
    let size = this.size;
    for (let i = 0; i < items.length; i++) {
      const id = (items[i] as AlbumGridItem).id;
      if (!isBitId(id) || !bitIn(bits, id)) continue;
      setBit(bits, id, false);
      size--;
    }
    return new SelectionBits(this.items, this.among, bits, size);
  }

  /**
   * Calls `each` with every selected item, in the items' order: a plain loop
   * over the items and their bits, without the iterator protocol's object per
   * id (a select-all's pickSelected walked 100,000 of them, issue 12).
   */
  forEachItem(each: (item: AlbumGridItem) => void): void {
    const { items, bits } = this;
    for (let i = 0; i < items.length; i++) {
      const item = items[i] as AlbumGridItem;
      const id = item.id;
      if (isBitId(id) && bitIn(bits, id)) each(item);
    }
  }

  *values(): SetIterator<ItemId> {
    for (let i = 0; i < this.items.length; i++) {
      const id = (this.items[i] as AlbumGridItem).id;
      if (this.has(id)) yield id;
    }
  }

  keys(): SetIterator<ItemId> {
    return this.values();
  }

  *entries(): SetIterator<[ItemId, ItemId]> {
    for (const id of this.values()) yield [id, id];
  }

  [Symbol.iterator](): SetIterator<ItemId> {
    return this.values();
  }

  forEach(callback: (value: ItemId, key: ItemId, set: ReadonlySet<ItemId>) => void, thisArg?: unknown): void {
    for (const id of this.values()) callback.call(thisArg, id, id, this);
  }
}
