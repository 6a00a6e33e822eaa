import { describe, expect, it } from 'vitest';
import { copyStatusOf, INITIAL_COPY, invitationLinkView, nextCopyState } from './invitationLinkState.ts';

const link = { url: 'http://localhost:3000/invitation_user/abc', created_at: '2026-11-20 09:00:00' };

describe('invitationLinkView', () => {
  it('shows loading first, then an error, then none or the live link', () => {
    expect(invitationLinkView({ pending: true, error: 'x', link })).toEqual({ kind: 'loading' });
    expect(invitationLinkView({ pending: false, error: '読めません', link })).toEqual({
      kind: 'error',
      message: '読めません',
    });
    expect(invitationLinkView({ pending: false, error: null, link: null })).toEqual({ kind: 'none' });
    expect(invitationLinkView({ pending: false, error: null, link })).toEqual({
      kind: 'live',
      url: link.url,
      createdAt: link.created_at,
    });
  });
});

describe('copy state', () => {
  it('says copied or failed for the link it copied, and nothing for a newer link', () => {
    const copied = nextCopyState(INITIAL_COPY, { type: 'copied', url: link.url });
    expect(copyStatusOf(copied, link.url)).toBe('copied');
    expect(copyStatusOf(copied, `${link.url}2`)).toBe('idle');
    const failed = nextCopyState(copied, { type: 'failed', url: link.url });
    expect(copyStatusOf(failed, link.url)).toBe('failed');
    expect(nextCopyState(failed, { type: 'reset' })).toEqual(INITIAL_COPY);
  });
});
