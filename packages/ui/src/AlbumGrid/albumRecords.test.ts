import { describe, expect, it } from 'vitest';
import { albumRecordsOf, appendRecords, recordLookup, recordOf, replaceRecords } from './albumRecords.ts';
import { pickSelected } from './albumSelection.ts';

const r = (id: number, v = 'a') => ({ id, v });

describe('album records', () => {
  it('finds a record by id, and nothing for an id it does not hold', () => {
    const records = albumRecordsOf([r(3), r(1), r(2)]);
    expect(recordOf(records, 1)).toEqual(r(1));
    expect(recordOf(records, 9)).toBeUndefined();
  });

  it('appends a page without disturbing the earlier value (its list is a prefix)', () => {
    const first = albumRecordsOf([r(3), r(2)]);
    const both = appendRecords(first, [r(1), r(0)]);
    expect(both.list.map((x) => x.id)).toEqual([3, 2, 1, 0]);
    expect(recordOf(both, 0)).toEqual(r(0));
    expect(recordOf(first, 0)).toBeUndefined();
    expect(recordOf(first, 2)).toEqual(r(2));
  });

  it('replaces changed records in place and returns the new ones as added', () => {
    const records = albumRecordsOf([r(3), r(2), r(1)]);
    const { records: next, added } = replaceRecords(records, [r(2, 'b'), r(7, 'new')]);
    expect(next.list).toEqual([r(3), r(2, 'b'), r(1)]);
    expect(records.list).toEqual([r(3), r(2), r(1)]);
    expect(added).toEqual([r(7, 'new')]);
    expect(replaceRecords(records, [r(8)]).records).toBe(records);
  });

  it('serves pickSelected in selection order, skipping ids without a record', () => {
    const lookup = recordLookup(albumRecordsOf([r(1), r(2), r(3)]));
    expect(pickSelected(new Set<number | string>([3, 'upload-x', 1]), lookup)).toEqual([r(3), r(1)]);
  });

  it('keeps positions of integer ids and of any other id', () => {
    const records = albumRecordsOf<{ id: number | string }>([
      { id: 5_000_000 },
      { id: 'upload-a' },
      { id: 0 },
      { id: 2 ** 40 },
    ]);
    expect([5_000_000, 'upload-a', 0, 2 ** 40].map((id) => records.at.get(id))).toEqual([0, 1, 2, 3]);
    expect([1, 'upload-b', 4_999_999, -1, 1.5].map((id) => records.at.get(id))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
