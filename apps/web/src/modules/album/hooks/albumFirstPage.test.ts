import { describe, expect, it, vi } from 'vitest';
import { createWebApi } from '../../../app/api.ts';
import { createMockFetch } from '../../../test/mockFetch.ts';
import {
  ALBUM_FIRST_PAGE_SIZE,
  ALBUM_PRELOADED_THUMBNAILS,
  albumFilterOfUrl,
  albumFirstPage,
  prefetchAlbumFirstPage,
} from './albumFirstPage.ts';
import { preloadAnsweredThumbnails } from './albumFirstPageRequest.ts';

const setup = () => {
  const { fetch, calls } = createMockFetch();
  const api = createWebApi({ fetch });
  const firstPages = () => calls.filter((call) => call.path === '/api/album/getCommonAlbumAllData/7');
  return { api, firstPages };
};

describe('albumFirstPage', () => {
  it('hands the prefetched first page to the page once; a reload asks again', async () => {
    const { api, firstPages } = setup();
    prefetchAlbumFirstPage(api.client, 7, { field_id: 5 });
    const taken = await albumFirstPage(api.client, 7, { field_id: 5 });
    expect(taken.ok).toBe(true);
    expect(firstPages()).toHaveLength(1);
    expect(firstPages()[0]?.search.get('limit')).toBe(String(ALBUM_FIRST_PAGE_SIZE));
    await albumFirstPage(api.client, 7, { field_id: 5 });
    expect(firstPages()).toHaveLength(2);
  });

  it("asks for the first screen's thumbnails as soon as the prefetched page answers", async () => {
    const { api } = setup();
    // The browser keeps 250 entries: the test run's modules have filled them.
    performance.clearResourceTimings();
    prefetchAlbumFirstPage(api.client, 7, { field_id: 5 });
    const taken = await albumFirstPage(api.client, 7, { field_id: 5 });
    if (!taken.ok) throw new Error('no first page');
    const wanted = taken.data.photos
      .slice(0, ALBUM_PRELOADED_THUMBNAILS)
      .map((p) => p.building_picture_thum_path);
    expect(wanted.length).toBeGreaterThan(0);
    await vi.waitFor(() => {
      const asked = new Set(performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
      for (const path of wanted) expect(asked).toContain(new URL(path, window.location.origin).pathname);
    });
  });

  it('never hands the prefetched page to a reload the member asked for', async () => {
    const { api, firstPages } = setup();
    prefetchAlbumFirstPage(api.client, 7, { field_id: 5 });
    await albumFirstPage(api.client, 7, { field_id: 5 }, { fresh: true });
    expect(firstPages()).toHaveLength(2);
    // Dropped, not kept for later: the next load asks again too.
    await albumFirstPage(api.client, 7, { field_id: 5 });
    expect(firstPages()).toHaveLength(3);
  });

  it('does not hand over a first page of another filter', async () => {
    const { api, firstPages } = setup();
    prefetchAlbumFirstPage(api.client, 7, { field_id: 5 });
    await albumFirstPage(api.client, 7, {});
    expect(firstPages()).toHaveLength(2);
    expect(firstPages()[1]?.search.get('field_id')).toBeNull();
  });

  it("reads the project of /album's URL as the page does", () => {
    expect(albumFilterOfUrl(new URL('https://x/album?project_id=12'))).toEqual({ field_id: 12 });
    expect(albumFilterOfUrl(new URL('https://x/album?project_id=x'))).toEqual({});
    expect(albumFilterOfUrl(new URL('https://x/album'))).toEqual({});
  });
});

describe('preloadAnsweredThumbnails', () => {
  it('asks for the first thumbnails of an answer as the server sent it, and skips what it cannot read', () => {
    const sources: string[] = [];
    const spy = vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((value: string) => {
      sources.push(value);
    });
    const photos = Array.from({ length: ALBUM_PRELOADED_THUMBNAILS + 5 }, (_, i) => ({
      building_picture_thum_path: `/api/album/photo/${i}/thumb`,
    }));
    preloadAnsweredThumbnails({ photos: [{ building_picture_thum_path: 3 }, ...photos] });
    preloadAnsweredThumbnails({ photos: 'none' });
    preloadAnsweredThumbnails(null);
    spy.mockRestore();
    expect(sources).toEqual(
      photos.slice(0, ALBUM_PRELOADED_THUMBNAILS - 1).map((p) => p.building_picture_thum_path),
    );
  });
});
