import { describe, expect, it } from 'vitest';
import { makeMentions, mentionFixtures } from '../fixtures/mention.ts';
import { mentionEndpoints } from './mention.ts';

const SPEC: Record<keyof typeof mentionEndpoints, [string, string]> = {
  mention: ['GET', '/api/mention'],
  mention_count: ['GET', '/api/mention/count'],
  mention_status: ['PUT', '/api/mention/status/{id}'],
  mention_read: ['PUT', '/api/mention/read/{id}'],
};

describe('mention catalogue', () => {
  it.each(Object.entries(mentionEndpoints))(
    '%s parses its default fixture and matches talk §7',
    (name, def) => {
      const key = name as keyof typeof mentionEndpoints;
      expect(def.response.safeParse(mentionFixtures[key]()).error).toBeUndefined();
      expect([def.method, def.path]).toEqual(SPEC[key]);
      expect(def.timeout).toBe(120_000);
      expect(def.failure).toBe('false');
    },
  );

  it('lists at most 99 mentions a page (talk §9)', () => {
    const query = mentionEndpoints.mention.query;
    expect(query.parse({}).limit).toBe(99);
    expect(query.parse({ limit: '20', status: '1' })).toEqual({ limit: 20, status: 1 });
    expect(query.safeParse({ limit: 100 }).success).toBe(false);
  });

  it('the status is 0 or 1', () => {
    expect(mentionEndpoints.mention_status.body.safeParse({ status: 1 }).success).toBe(true);
    expect(mentionEndpoints.mention_status.body.safeParse({ status: 2 }).success).toBe(false);
  });

  it('the many-mentions factory keeps ids unique and newest first', () => {
    const ids = makeMentions(99).map((m) => m.id);
    expect(new Set(ids).size).toBe(99);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });
});
