import type { ApiFailure } from '@genba/api-client';
import { mock } from '@genba/api-client/msw';
import { describe, expect, it } from 'vitest';
import { firstPathSegment, SessionLoadError, toSession } from './sessionQuery.ts';

const failure = (status: number): ApiFailure => ({
  ok: false,
  status,
  messages: ['失敗しました'],
  fieldErrors: {},
  reason: 'Http',
});

describe('toSession', () => {
  it('reads terms agreement and route permission from the init data', () => {
    const data = mock.fixture('init_data_pc');
    const session = toSession({
      ok: true,
      status: 200,
      data: { ...data, user: { ...data.user, agree_terms_flg: 0 } },
    });
    expect(session).toMatchObject({ status: 'member', agreedToTerms: false, routeAllowed: true });
  });

  it('maps 401 to a logged-out visitor and 419 to an expired session', () => {
    expect(toSession(failure(401))).toEqual({ status: 'anonymous' });
    expect(toSession(failure(419))).toEqual({ status: 'expired' });
  });

  it('throws for anything else, so the route shows its error screen', () => {
    expect(() => toSession(failure(500))).toThrow(SessionLoadError);
  });
});

describe('firstPathSegment', () => {
  it('names the area of the route', () => {
    expect(firstPathSegment('/talk/12')).toBe('talk');
    expect(firstPathSegment('/schedule-board')).toBe('schedule-board');
    expect(firstPathSegment('/')).toBe('talk');
  });
});
