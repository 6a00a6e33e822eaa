import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CASE_FILTERS,
  draftKeyOf,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  withFilter,
  withPage,
} from './caseFilters.ts';

describe('case list filters in the URL', () => {
  it('round-trips through the search string, writing only what differs', () => {
    const filters = {
      ...DEFAULT_CASE_FILTERS,
      status: '0',
      keyword: '博多',
      sort: 'case_name',
      order: 'asc' as const,
      page: 3,
    };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('status=0&keyword=%E5%8D%9A%E5%A4%9A&sort=case_name&order=asc&page=3');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(filtersToSearch(DEFAULT_CASE_FILTERS).toString()).toBe('');
  });

  it('drops unknown sorts, date columns and pages', () => {
    const read = filtersFromSearch(new URLSearchParams('sort=password&date_column=x&page=-2&order=up'));
    expect(read).toMatchObject({ sort: 'updated_at', date_column: '', page: 1, order: 'desc' });
  });

  it('sends only filled filters, and the date range only with its column', () => {
    expect(filtersToQuery({ ...DEFAULT_CASE_FILTERS, keyword: '  ', date_from: '2026-01-01' })).toEqual({
      status: '99',
      sort: 'updated_at',
      order: 'desc',
      page: 1,
    });
    expect(
      filtersToQuery({
        ...DEFAULT_CASE_FILTERS,
        date_column: 'contract_date',
        date_from: '2026-01-01',
        team: '塗装班',
      }),
    ).toMatchObject({ date_column: 'contract_date', date_from: '2026-01-01', team: '塗装班' });
  });

  it('returns to page 1 when a filter changes', () => {
    expect(withFilter({ ...DEFAULT_CASE_FILTERS, page: 4, after_id: '77' }, { status: '1' })).toMatchObject({
      status: '1',
      page: 1,
      after_id: '',
    });
  });
});

describe('keyset paging (after_id)', () => {
  const shown = { page: 2, lastId: 4711, current: true };

  it('continues the next page from the last project on screen when the sort is never null', () => {
    const next = withPage({ ...DEFAULT_CASE_FILTERS, page: 2 }, 3, shown);
    expect(next).toMatchObject({ page: 3, after_id: '4711' });
    expect(filtersToQuery(next)).toMatchObject({ page: 3, after_id: '4711' });
    expect(filtersToSearch(next).toString()).toBe('after_id=4711&page=3');
    expect(filtersFromSearch(filtersToSearch(next))).toEqual(next);
  });

  it('goes by number to any other page, for a nullable sort, or from a placeholder page', () => {
    const base = { ...DEFAULT_CASE_FILTERS, page: 2, after_id: '10' };
    expect(withPage(base, 1, shown).after_id).toBe('');
    expect(withPage(base, 5, shown).after_id).toBe('');
    expect(withPage({ ...base, sort: 'memo' }, 3, shown).after_id).toBe('');
    expect(withPage(base, 3, { ...shown, current: false }).after_id).toBe('');
    expect(withPage(base, 3, { ...shown, lastId: undefined }).after_id).toBe('');
  });

  it('never sends after_id on page 1, for a nullable sort, or when the URL holds no id', () => {
    expect(
      filtersToQuery({ ...DEFAULT_CASE_FILTERS, page: 3, sort: 'memo', after_id: '9' }),
    ).not.toHaveProperty('after_id');
    expect(filtersFromSearch(new URLSearchParams('after_id=9'))).toMatchObject({ page: 1, after_id: '' });
    expect(filtersFromSearch(new URLSearchParams('page=2&after_id=abc'))).toMatchObject({ after_id: '' });
    expect(filtersFromSearch(new URLSearchParams('page=2&after_id=0'))).toMatchObject({ after_id: '' });
  });
});

describe("the filter bar's drafts", () => {
  it('change their key with the keyword, date range or case type, not with a select, the sort or the page', () => {
    const base = draftKeyOf(DEFAULT_CASE_FILTERS);
    expect(draftKeyOf(withFilter(DEFAULT_CASE_FILTERS, { status: '3', sale_man: '12' }))).toBe(base);
    expect(draftKeyOf(withFilter(DEFAULT_CASE_FILTERS, { sort: 'case_name', order: 'asc' }))).toBe(base);
    expect(draftKeyOf({ ...DEFAULT_CASE_FILTERS, page: 4 })).toBe(base);
    for (const change of [
      { keyword: '外壁' },
      { date_column: 'construction_start_date' },
      { date_from: '2026-01-01' },
      { date_to: '2026-12-31' },
      { case_type: '改修' },
    ] as const)
      expect(draftKeyOf(withFilter(DEFAULT_CASE_FILTERS, change)), JSON.stringify(change)).not.toBe(base);
  });
});
