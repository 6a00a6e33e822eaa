import { describe, expect, it } from 'vitest';
import type { AlbumGridItem } from './albumLayout.ts';
import {
  clampMove,
  findInGroups,
  keyboardMoveTarget,
  moveInGroup,
  orderAnnouncements,
  orderOf,
  pickupCountOf,
} from './albumOrder.ts';

const item = (id: number, extra: Partial<AlbumGridItem> = {}): AlbumGridItem => ({
  id,
  src: `/t/${id}.jpg`,
  name: `IMG_${id}.jpg`,
  folderName: null,
  registeredDate: '2026-11-25',
  shotDate: null,
  memberName: '田中 健一',
  ...extra,
});
const ids = (items: readonly AlbumGridItem[] | null) => items?.map((i) => i.id) ?? null;

describe('album order', () => {
  // Two pickup-flagged photos first, then three others.
  const group = [item(1, { pickup: true }), item(2, { pickup: true }), item(3), item(4), item(5)];

  it('moves a photo within its group, before or after', () => {
    expect(ids(moveInGroup(group, 4, 2))).toEqual([1, 2, 5, 3, 4]);
    expect(ids(moveInGroup(group, 2, 4))).toEqual([1, 2, 4, 5, 3]);
    expect(ids(moveInGroup(group, 0, 1))).toEqual([2, 1, 3, 4, 5]);
  });

  it('keeps pickup-flagged photos first: neither part crosses into the other', () => {
    expect(pickupCountOf(group)).toBe(2);
    expect(clampMove(group, 4, 0)).toBe(2);
    expect(clampMove(group, 0, 4)).toBe(1);
    expect(ids(moveInGroup(group, 3, 0))).toEqual([1, 2, 4, 3, 5]);
    expect(moveInGroup(group, 1, 4)).toBeNull();
    expect(ids(moveInGroup(group, 1, 0))).toEqual([2, 1, 3, 4, 5]);
  });

  it('answers null when nothing moves, and never moves an upload placeholder', () => {
    expect(moveInGroup(group, 2, 2)).toBeNull();
    expect(moveInGroup([item(1, { status: 'uploading' }), item(2)], 0, 1)).toBeNull();
  });

  it('saves the stored photos only, in display order', () => {
    expect(orderOf([item(9, { status: 'failed' }), ...group])).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves by keyboard to the next tile that way, a row for up and down, stopping at the ends', () => {
    const order = [1, 2, 3, 4, 5, 6, 7];
    expect(keyboardMoveTarget(order, 2, 'ArrowRight', 3)).toBe(3);
    expect(keyboardMoveTarget(order, 2, 'ArrowLeft', 3)).toBe(1);
    expect(keyboardMoveTarget(order, 2, 'ArrowDown', 3)).toBe(5);
    expect(keyboardMoveTarget(order, 6, 'ArrowDown', 3)).toBe(7);
    expect(keyboardMoveTarget(order, 1, 'ArrowUp', 3)).toBeUndefined();
    expect(keyboardMoveTarget(order, 2, 'KeyA', 3)).toBeUndefined();
  });

  it('finds a photo among the groups', () => {
    const groups = [
      { key: 'a', label: 'a', items: group },
      { key: 'b', label: 'b', items: [item(7), item(8)] },
    ];
    expect(findInGroups(groups, 8)).toEqual({ group: 1, index: 1 });
    expect(findInGroups(groups, 99)).toBeNull();
  });

  it('announces a move in Japanese, by file name and place in the group', () => {
    const say = orderAnnouncements(
      (id) => `IMG_${id}.jpg`,
      (id) => ({ index: Number(id) - 1, count: 5 }),
    );
    expect(say.onDragStart({ active: { id: 3 } })).toBe('IMG_3.jpgを持ち上げました。5枚中3番目です。');
    expect(say.onDragOver({ active: { id: 3 }, over: { id: 5 } })).toBe(
      'IMG_3.jpgを5枚中5番目に移動しています。',
    );
    expect(say.onDragEnd({ active: { id: 3 }, over: { id: 5 } })).toBe('IMG_3.jpgを5枚中5番目に置きました。');
    expect(say.onDragEnd({ active: { id: 3 }, over: null })).toBe('IMG_3.jpgを元の位置に戻しました。');
    expect(say.onDragCancel({ active: { id: 3 } })).toBe(
      'IMG_3.jpgの移動を取り消しました。元の位置に戻しました。',
    );
  });
});
