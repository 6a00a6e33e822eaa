import { describe, expect, it } from 'vitest';
import {
  isAcceptedAddressCountry,
  isDoubleRoomLoad,
  isLinkPreviewFresh,
  nextChatroomFailure,
} from './talk.ts';

describe('chat loading', () => {
  it('counts a second load of the same room within 2 s as a double load', () => {
    expect(isDoubleRoomLoad({ chatroomId: 1, at: 0 }, 1, 1_999)).toBe(true);
    expect(isDoubleRoomLoad({ chatroomId: 1, at: 0 }, 1, 2_000)).toBe(false);
    expect(isDoubleRoomLoad({ chatroomId: 1, at: 0 }, 2, 100)).toBe(false);
    expect(isDoubleRoomLoad(null, 1, 100)).toBe(false);
    // Clock readings are large numbers: the window is measured from the last load, not from zero.
    expect(isDoubleRoomLoad({ chatroomId: 1, at: 1_764_000_000_000 }, 1, 1_764_000_001_000)).toBe(true);
  });
  it('recovers at the third failure within 3 s of the first', () => {
    const a = nextChatroomFailure(null, 0);
    expect(a).toEqual({ counter: { count: 1, firstAt: 0 }, recover: false });
    const b = nextChatroomFailure(a.counter, 1_000);
    expect(b).toEqual({ counter: { count: 2, firstAt: 0 }, recover: false });
    expect(nextChatroomFailure(b.counter, 3_000)).toEqual({ counter: null, recover: true });
    expect(nextChatroomFailure(b.counter, 3_001)).toEqual({
      counter: { count: 1, firstAt: 3_001 },
      recover: false,
    });
  });
  it('counts failures from the first one at a real clock reading', () => {
    const t = 1_764_000_000_000;
    expect(nextChatroomFailure({ count: 1, firstAt: t }, t + 1_000)).toEqual({
      counter: { count: 2, firstAt: t },
      recover: false,
    });
  });
  it('keeps link previews for a day', () => {
    expect(isLinkPreviewFresh(1_764_000_000_000, 1_764_000_060_000)).toBe(true);
    expect(isLinkPreviewFresh(0, 86_399_999)).toBe(true);
    expect(isLinkPreviewFresh(0, 86_400_000)).toBe(false);
  });
  it('accepts only JP address lookups', () => {
    expect(isAcceptedAddressCountry('JP')).toBe(true);
    expect(isAcceptedAddressCountry('US')).toBe(false);
  });
});
