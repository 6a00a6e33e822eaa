import { describe, expect, it } from 'vitest';
import { EMPTY_MEMBER_FILTERS, MEMBER_PAGE_SIZE, membersQuery, pageCount } from './memberFilters.ts';

describe('membersQuery', () => {
  it('leaves out empty filters and pages by the page size', () => {
    expect(membersQuery(EMPTY_MEMBER_FILTERS, 0)).toEqual({ offset: 0, limit: MEMBER_PAGE_SIZE });
    expect(membersQuery({ office_id: '2', auth_id: '5', login_type: '2', status: '1' }, 2)).toEqual({
      offset: 2 * MEMBER_PAGE_SIZE,
      limit: MEMBER_PAGE_SIZE,
      office_id: 2,
      auth_id: 5,
      login_type: 2,
      status: 1,
    });
  });
  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(MEMBER_PAGE_SIZE)).toBe(1);
    expect(pageCount(MEMBER_PAGE_SIZE + 1)).toBe(2);
  });
});
