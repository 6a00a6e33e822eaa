import { FIXTURE_IDS, makeUser } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createWebApi } from '../../../app/api.ts';
import { createMockFetch } from '../../../test/mockFetch.ts';
import { switchAccount } from './switchAccount.ts';

const partner = makeUser({
  member_id: 901,
  login_company_id: FIXTURE_IDS.partnerCompanyId,
  login_office_id: 77,
});

const setUp = (overrides: Parameters<typeof createMockFetch>[0] = []) => {
  const { fetch, calls } = createMockFetch(overrides);
  const api = createWebApi({ fetch });
  api.operation.set({ memberId: FIXTURE_IDS.memberId, companyId: FIXTURE_IDS.companyId, fieldId: 12 });
  return { api, calls };
};

describe('switchAccount', () => {
  it('switches, points the headers at the new membership, then remembers it for the next login', async () => {
    const { api, calls } = setUp([
      mock.override('switch_user_company', () => HttpResponse.json({ success: true, user: partner })),
    ]);
    await expect(switchAccount(api, { companyId: FIXTURE_IDS.partnerCompanyId })).resolves.toBeNull();
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/user/switch_user_company', { company_id: FIXTURE_IDS.partnerCompanyId }],
      [
        '/api/user/update_login_company',
        { login_company_id: FIXTURE_IDS.partnerCompanyId, login_office_id: 77 },
      ],
    ]);
    // The second call already speaks for the company switched to (the server refuses the old one).
    expect(calls[1]?.headers.get('X-Operation-Company')).toBe(String(FIXTURE_IDS.partnerCompanyId));
    expect(calls[1]?.headers.get('X-Operation-Member')).toBe('901');
    expect(api.operation.get()).toEqual({
      memberId: 901,
      companyId: FIXTURE_IDS.partnerCompanyId,
      fieldId: null,
    });
  });

  it("returns the server's message and changes nothing when the switch is refused", async () => {
    const { api, calls } = setUp([
      mock.override('switch_user_company', () =>
        HttpResponse.json({ detail: ['この会社に所属していないため切り替えられません。'] }, { status: 403 }),
      ),
    ]);
    await expect(switchAccount(api, { companyId: 999 })).resolves.toBe(
      'この会社に所属していないため切り替えられません。',
    );
    expect(calls).toHaveLength(1);
    expect(api.operation.get().companyId).toBe(FIXTURE_IDS.companyId);
  });
});
