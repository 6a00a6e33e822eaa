import type { TAlbumPhoto, TPictureFolder, TTagGroup } from '@genba/api-client/schemas';
import { type AlbumRecords, albumRecordsOf, appendRecords, replaceRecords } from '@genba/ui/album-grid';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { ALBUM_FIRST_PAGE_SIZE, type AlbumFilter, albumFirstPage } from './albumFirstPage.ts';

export { ALBUM_FIRST_PAGE_SIZE, type AlbumFilter };

/** Photos per later page, loaded one after another while the grid already shows the first. */
export const ALBUM_PAGE_SIZE = 500;

/**
 * Whether the pages loaded since the last update reach the album now: when they are a page at least
 * and half as many as it shows, or when no page follows. Each update copies the list and the page
 * regroups every photo, so one per page of 500 was quadratic over 100,000 photos (200 copies and
 * regroupings of up to 100,000); growing by half each time, they are about 15, all of them together
 * about three times the album (issue 12).
 */
export const shouldShowLoaded = (shown: number, waiting: number, more: boolean): boolean =>
  waiting > 0 && (!more || waiting >= Math.max(ALBUM_PAGE_SIZE, shown / 2));

type AlbumState = {
  status: 'loading' | 'ready' | 'error';
  /** The photos newest first, with each one's position by id (a 適用 replaces them in place). */
  records: AlbumRecords<TAlbumPhoto>;
  total: number;
  tagGroups: TTagGroup[];
  folders: TPictureFolder[];
  error: string | null;
  /** Still loading older pages. */
  loadingMore: boolean;
  /** Photos answered so far, shown or waiting for the next update (shouldShowLoaded). */
  loaded: number;
};

export type AlbumData = AlbumState & { photos: readonly TAlbumPhoto[] };

const noPhotos = albumRecordsOf<TAlbumPhoto>([]);

/** After the next frame has painted (what React committed has asked for its images), or 100 ms in a hidden tab. */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    const done = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(done);
        resolve();
      }, 0),
    );
  });

/**
 * The member's album across their projects, newest first, page by page
 * (getCommonAlbumAllData with min_id): never the whole album in one answer.
 */
export const useAlbumPhotos = (companyId: number, filter: AlbumFilter = {}) => {
  const { client } = useApi();
  const [data, setData] = useState<AlbumState>({
    status: 'loading',
    records: noPhotos,
    total: 0,
    tagGroups: [],
    folders: [],
    error: null,
    loadingMore: false,
    loaded: 0,
  });
  const generation = useRef(0);
  const filterKey = JSON.stringify(filter);

  /** `fresh`: the member asked to reload, so a prefetched first page (asked before) is not taken. */
  const load = useCallback(
    async (fresh = false) => {
      const mine = ++generation.current;
      // The filter by value: a new object with the same filters does not reload.
      const query = JSON.parse(filterKey) as AlbumFilter;
      setData((d) => ({ ...d, status: 'loading', error: null }));
      // The route's prefetch may have started it already (albumFirstPage.ts).
      const first = await albumFirstPage(client, companyId, query, { fresh });
      if (mine !== generation.current) return;
      if (!first.ok) {
        setData((d) => ({ ...d, status: 'error', error: first.messages.join('\n') }));
        return;
      }
      setData({
        status: 'ready',
        records: albumRecordsOf(first.data.photos),
        total: first.data.total,
        tagGroups: first.data.tag_groups,
        folders: first.data.folders,
        error: null,
        loadingMore: first.data.has_more,
        loaded: first.data.photos.length,
      });
      // The first page's thumbnails go out before the next page is asked for: the server answers one
      // statement at a time, and 500 photos' answer ahead of them delayed the first paint (issue 12).
      await afterPaint();
      let more = first.data.has_more;
      let last = first.data.photos.at(-1);
      let shown = first.data.photos.length;
      let waiting: TAlbumPhoto[] = [];
      let loaded = shown;
      /** The waiting pages after what the album holds now: an upload or a 適用 merged meanwhile stays. */
      const show = (moreToCome: boolean) => {
        const batch = waiting;
        waiting = [];
        shown += batch.length;
        setData((d) => ({
          ...d,
          records: batch.length === 0 ? d.records : appendRecords(d.records, batch),
          loadingMore: moreToCome,
          loaded,
        }));
      };
      while (more && last && mine === generation.current) {
        const page = await client.call('getCommonAlbumAllData', {
          params: { id: companyId },
          query: { ...query, limit: ALBUM_PAGE_SIZE, min_id: last.id },
        });
        if (mine !== generation.current || !page.ok) break;
        more = page.data.has_more;
        last = page.data.photos.at(-1);
        for (const photo of page.data.photos) waiting.push(photo);
        loaded += page.data.photos.length;
        if (shouldShowLoaded(shown, waiting.length, more)) show(more);
        else setData((d) => ({ ...d, loaded }));
      }
      if (mine === generation.current) show(false);
    },
    [client, companyId, filterKey],
  );

  useEffect(() => {
    void load(false);
    return () => {
      generation.current++;
    };
  }, [load]);

  /**
   * Replaces or adds photos the server answered (an upload) without reloading: each in its place;
   * new ones go first.
   */
  const merge = useCallback((changed: readonly TAlbumPhoto[]) => {
    setData((d) => {
      const { records, added } = replaceRecords(d.records, changed);
      return added.length === 0
        ? { ...d, records }
        : {
            ...d,
            records: albumRecordsOf([...added, ...records.list]),
            total: d.total + added.length,
            loaded: d.loaded + added.length,
          };
    });
  }, []);

  /**
   * Replaces photos the album holds with what a 適用 left them (the server's answer): one it no longer
   * holds is not added, since a reload with other filters may have come while the requests ran.
   */
  const update = useCallback((changed: readonly TAlbumPhoto[]) => {
    setData((d) => {
      const { records } = replaceRecords(d.records, changed);
      return records === d.records ? d : { ...d, records };
    });
  }, []);

  const remove = useCallback((ids: readonly number[]) => {
    const gone = new Set(ids);
    setData((d) => ({
      ...d,
      records: albumRecordsOf(d.records.list.filter((p) => !gone.has(p.id))),
      total: d.total - ids.length,
      loaded: d.loaded - ids.length,
    }));
  }, []);

  const album: AlbumData = { ...data, photos: data.records.list };
  const reload = useCallback(() => load(true), [load]);
  return { ...album, reload, merge, update, remove };
};
