import type { TAlbumPhoto, TPictureFolder, TTagGroup } from '@genba/api-client/schemas';
import { type AlbumRecords, albumRecordsOf, appendRecords, replaceRecords } from '@genba/ui/album-grid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import {
  type FeedPage,
  type FeedQuery,
  firstSyncSince,
  matchesAlbumFilter,
  mergeAlbumChanges,
  readAlbumFeed,
} from '../state/albumChanges.ts';
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
  /** Changes of photos in pages not loaded yet, applied again as those pages arrive (mergeAlbumChanges). */
  deferred: TAlbumPhoto[];
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
export const useAlbumPhotos = (
  companyId: number,
  filter: AlbumFilter = {},
  /** Photos a sync found hidden or no longer matching the filters: the page drops them from the selection. */
  onLeftAlbum?: (ids: number[]) => void,
) => {
  const { client } = useApi();
  const onLeft = useRef(onLeftAlbum);
  onLeft.current = onLeftAlbum;
  const [data, setData] = useState<AlbumState>({
    status: 'loading',
    records: noPhotos,
    total: 0,
    tagGroups: [],
    folders: [],
    error: null,
    loadingMore: false,
    loaded: 0,
    deferred: [],
  });
  const generation = useRef(0);
  const filterKey = JSON.stringify(filter);
  /** The filters the loaded photos answer, by value: the change feed's photos are held against them. */
  const current = useMemo(() => JSON.parse(filterKey) as AlbumFilter, [filterKey]);
  /** Where the next sync starts, for the load it follows (a new load starts from its own first page). */
  const since = useRef<{ generation: number; value: string | undefined } | null>(null);

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
        deferred: [],
      });
      since.current = { generation: mine, value: firstSyncSince(first.data.photos) };
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
        setData((d) => {
          const next = {
            ...d,
            records: batch.length === 0 ? d.records : appendRecords(d.records, batch),
            loadingMore: moreToCome,
            loaded,
          };
          // A change synced while these pages were on their way: the page may hold the photo as it was.
          return d.deferred.length === 0 ? next : withChanges(next, d.deferred, query);
        });
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

  const syncing = useRef<Promise<void> | null>(null);
  const syncAgain = useRef(false);
  const fieldId = current.field_id;
  /**
   * Asks the change feed (albumSync for one project, getAlbumCaching for all) since the last sync
   * and merges what changed (mergeAlbumChanges): the album keeps its scroll and selection, only
   * `onLeft` is told which photos left it. One sync at a time: asked while one runs, another follows.
   */
  const sync = useCallback((): Promise<void> => {
    if (syncing.current) {
      syncAgain.current = true;
      return syncing.current;
    }
    const ask = async (query: FeedQuery): Promise<FeedPage | null> => {
      if (fieldId !== undefined) {
        const r = await client.call('albumSync', { params: { id: fieldId }, query });
        return r.ok ? { photos: r.data.photos, has_more: r.data.has_more, at: r.data.synced_at } : null;
      }
      const r = await client.call('getAlbumCaching', { query });
      return r.ok ? { photos: r.data.photos, has_more: r.data.has_more, at: r.data.cached_at } : null;
    };
    const run = async () => {
      do {
        syncAgain.current = false;
        const from = since.current;
        const mine = generation.current;
        if (!from || from.generation !== mine) return;
        const read = await readAlbumFeed(ask, from.value);
        // A reload started meanwhile reads the photos afresh and syncs from its own first page.
        if (!read.ok || mine !== generation.current) return;
        since.current = { generation: mine, value: read.next };
        if (read.photos.length === 0) continue;
        setData((d) => withChanges(d, read.photos, current));
        const left = read.photos.filter((p) => !matchesAlbumFilter(p, current)).map((p) => p.id);
        if (left.length > 0) onLeft.current?.(left);
      } while (syncAgain.current);
    };
    syncing.current = run().finally(() => {
      syncing.current = null;
    });
    return syncing.current;
  }, [client, fieldId, current]);

  const album: AlbumData = { ...data, photos: data.records.list };
  const reload = useCallback(() => load(true), [load]);
  return { ...album, reload, merge, update, remove, sync };
};

/** The state after the feed's photos: the records merged, the total moved by who joined and left. */
const withChanges = (d: AlbumState, changes: readonly TAlbumPhoto[], filter: AlbumFilter): AlbumState => {
  const merged = mergeAlbumChanges(d.records, changes, filter, d.loadingMore);
  if (merged.records === d.records && merged.deferred.length === d.deferred.length) return d;
  const moved = merged.added - merged.removed.length;
  return {
    ...d,
    records: merged.records,
    total: Math.max(0, d.total + moved),
    loaded: Math.max(0, d.loaded + moved),
    deferred: merged.deferred,
  };
};
