import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPageChunks, pageChunk } from './pageChunkGate.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('pageChunkGate', () => {
  it('asks for the chunk at once when nothing holds it', () => {
    const load = vi.fn(async () => 'page');
    void pageChunk(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks for the chunk once the page's first data call has left, not before", async () => {
    let sent = () => {};
    holdPageChunks(new Promise<void>((resolve) => (sent = resolve)));
    const load = vi.fn(async () => 'page');
    const chunk = pageChunk(load);
    await flush();
    expect(load).not.toHaveBeenCalled();
    sent();
    await expect(chunk).resolves.toBe('page');
    // Released for good: later navigations are not held.
    const later = vi.fn(async () => 'other');
    void pageChunk(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('stops holding after a second when the session check is slow', async () => {
    vi.useFakeTimers();
    holdPageChunks(new Promise<void>(() => {}));
    const load = vi.fn(async () => 'page');
    const chunk = pageChunk(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(chunk).resolves.toBe('page');
  });
});
