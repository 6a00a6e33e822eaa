import { describe, expect, it } from 'vitest';
import { talkFixtures } from '../fixtures/talk.ts';
import { TIMEOUTS } from './define.ts';
import { talkEndpoints } from './talk.ts';

describe('talk catalogue', () => {
  it('parses every default fixture with its response schema', () => {
    for (const [name, entry] of Object.entries(talkEndpoints)) {
      const fixture = talkFixtures[name as keyof typeof talkFixtures];
      expect(entry.response.safeParse(fixture()).success, name).toBe(true);
    }
  });

  it('getProjectList is GET /api/talk/getProjectList with the default timeout', () => {
    expect(talkEndpoints.getProjectList).toMatchObject({
      method: 'GET',
      path: '/api/talk/getProjectList',
      timeout: TIMEOUTS.default,
      failure: 'false',
    });
  });

  it('rejects a project row without a case name', () => {
    const bad = { projects: [{ chatroom_id: 1 }], total_unread: 0 };
    expect(talkEndpoints.getProjectList.response.safeParse(bad).success).toBe(false);
  });
});
