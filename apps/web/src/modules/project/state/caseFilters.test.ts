import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CASE_FILTERS,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  withFilter,
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
    expect(withFilter({ ...DEFAULT_CASE_FILTERS, page: 4 }, { status: '1' })).toMatchObject({
      status: '1',
      page: 1,
    });
  });
});
