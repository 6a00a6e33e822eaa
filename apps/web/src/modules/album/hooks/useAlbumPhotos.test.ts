import { describe, expect, it } from 'vitest';
import { ALBUM_FIRST_PAGE_SIZE, ALBUM_PAGE_SIZE, shouldShowLoaded } from './useAlbumPhotos.ts';

/** The updates a load of `total` photos makes: how many, and the photos copied by all of them together. */
const updatesFor = (total: number) => {
  let shown = Math.min(ALBUM_FIRST_PAGE_SIZE, total);
  let waiting = 0;
  let loaded = shown;
  let updates = 1;
  let copied = shown;
  while (loaded < total) {
    const page = Math.min(ALBUM_PAGE_SIZE, total - loaded);
    loaded += page;
    waiting += page;
    if (shouldShowLoaded(shown, waiting, loaded < total)) {
      shown += waiting;
      waiting = 0;
      updates++;
      copied += shown;
    }
  }
  return { shown, updates, copied };
};

describe('shouldShowLoaded', () => {
  it('shows 100,000 photos in a few updates that copy a few albums in all, not one per page', () => {
    const { shown, updates, copied } = updatesFor(100_000);
    expect(shown).toBe(100_000);
    // One update per page would be 200 of them, copying 10 million photos.
    expect(updates).toBeLessThanOrEqual(20);
    expect(copied).toBeLessThanOrEqual(4 * 100_000);
  });

  it('shows the second page at once and the last page as it comes', () => {
    expect(shouldShowLoaded(ALBUM_FIRST_PAGE_SIZE, ALBUM_PAGE_SIZE, true)).toBe(true);
    expect(shouldShowLoaded(20_000, 500, false)).toBe(true);
    expect(shouldShowLoaded(20_000, 500, true)).toBe(false);
    expect(shouldShowLoaded(20_000, 0, false)).toBe(false);
    const two = ALBUM_FIRST_PAGE_SIZE + ALBUM_PAGE_SIZE;
    expect(updatesFor(two)).toMatchObject({ shown: two, updates: 2 });
  });
});
