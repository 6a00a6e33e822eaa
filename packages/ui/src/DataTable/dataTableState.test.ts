import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  clampPage,
  moveColumn,
  nextSort,
  pageCount,
  pageWindow,
  rangeLabel,
  toggleColumn,
} from './dataTableState.ts';

describe('sorting', () => {
  it('sorts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'name')).toEqual({ id: 'name', direction: 'asc' });
    expect(nextSort({ id: 'name', direction: 'asc' }, 'name')).toEqual({ id: 'name', direction: 'desc' });
    expect(nextSort({ id: 'name', direction: 'desc' }, 'name')).toEqual({ id: 'name', direction: 'asc' });
    expect(nextSort({ id: 'name', direction: 'desc' }, 'date')).toEqual({ id: 'date', direction: 'asc' });
  });
  it('announces the order of the sorted column only', () => {
    expect(ariaSort({ id: 'a', direction: 'desc' }, 'a')).toBe('descending');
    expect(ariaSort({ id: 'a', direction: 'asc' }, 'a')).toBe('ascending');
    expect(ariaSort({ id: 'a', direction: 'asc' }, 'b')).toBe('none');
  });
});

describe('paging', () => {
  it('counts pages of 30, with one page for an empty list', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
    expect(pageCount(50_000, 30)).toBe(1667);
    expect(clampPage(9, 31, 30)).toBe(2);
    expect(clampPage(0, 31, 30)).toBe(1);
  });
  it('shows the first, last and nearby pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 5].flatMap((p, i) => (i === 3 ? [null, p] : [p])));
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('labels the range shown', () => {
    expect(rangeLabel(1, 30, 66)).toBe('1–30件 / 66件');
    expect(rangeLabel(3, 30, 66)).toBe('61–66件 / 66件');
    expect(rangeLabel(1, 30, 0)).toBe('0件');
  });
});

describe('columns', () => {
  const all = ['name', 'status', 'customer', 'date'] as const;
  it('hides a column and shows it again in its place; the locked one stays', () => {
    expect(toggleColumn(['name', 'status', 'date'], 'status', all, ['name'])).toEqual(['name', 'date']);
    expect(toggleColumn(['name', 'date'], 'customer', all, ['name'])).toEqual(['name', 'customer', 'date']);
    expect(toggleColumn(['name', 'date'], 'name', all, ['name'])).toEqual(['name', 'date']);
  });
  it('moves a column one step, never past a locked one', () => {
    expect(moveColumn(['name', 'status', 'date'], 'date', -1, ['name'])).toEqual(['name', 'date', 'status']);
    expect(moveColumn(['name', 'status', 'date'], 'status', -1, ['name'])).toEqual([
      'name',
      'status',
      'date',
    ]);
    expect(moveColumn(['name', 'status', 'date'], 'date', 1)).toEqual(['name', 'status', 'date']);
  });
});
