import type { TAlbumPhoto, TPictureFolder, TTagGroup } from '@genba/api-client/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

/**
 * The first page: a large screen's first view holds about 40 tiles, and the first thumbnails wait
 * for this answer, so it is small to answer and to parse (issue 12's first paint ≤ 500 ms).
 */
export const ALBUM_FIRST_PAGE_SIZE = 100;
/** Photos per later page, loaded one after another while the grid already shows the first. */
export const ALBUM_PAGE_SIZE = 500;

export type AlbumData = {
  status: 'loading' | 'ready' | 'error';
  photos: TAlbumPhoto[];
  total: number;
  tagGroups: TTagGroup[];
  folders: TPictureFolder[];
  error: string | null;
  /** Still loading older pages. */
  loadingMore: boolean;
};

/** The search panel's filters (getCommonAlbumAllData's query); all optional. */
export type AlbumFilter = {
  field_id?: number;
  keyword?: string;
  date_from?: string;
  date_to?: string;
  member_id?: number;
  folder_id?: number;
  tag_setting_ids?: number[];
};

/**
 * The member's album across their projects, newest first, page by page
 * (getCommonAlbumAllData with min_id): never the whole album in one answer.
 */
export const useAlbumPhotos = (companyId: number, filter: AlbumFilter = {}) => {
  const { client } = useApi();
  const [data, setData] = useState<AlbumData>({
    status: 'loading',
    photos: [],
    total: 0,
    tagGroups: [],
    folders: [],
    error: null,
    loadingMore: false,
  });
  const generation = useRef(0);
  const filterKey = JSON.stringify(filter);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    // The filter by value: a new object with the same filters does not reload.
    const query = JSON.parse(filterKey) as AlbumFilter;
    setData((d) => ({ ...d, status: 'loading', error: null }));
    const first = await client.call('getCommonAlbumAllData', {
      params: { id: companyId },
      query: { ...query, limit: ALBUM_FIRST_PAGE_SIZE },
    });
    if (mine !== generation.current) return;
    if (!first.ok) {
      setData((d) => ({ ...d, status: 'error', error: first.messages.join('\n') }));
      return;
    }
    let photos = first.data.photos;
    setData({
      status: 'ready',
      photos,
      total: first.data.total,
      tagGroups: first.data.tag_groups,
      folders: first.data.folders,
      error: null,
      loadingMore: first.data.has_more,
    });
    let more = first.data.has_more;
    while (more && mine === generation.current) {
      const last = photos.at(-1);
      if (!last) break;
      const page = await client.call('getCommonAlbumAllData', {
        params: { id: companyId },
        query: { ...query, limit: ALBUM_PAGE_SIZE, min_id: last.id },
      });
      if (mine !== generation.current || !page.ok) break;
      photos = [...photos, ...page.data.photos];
      more = page.data.has_more;
      const loaded = photos;
      setData((d) => ({ ...d, photos: loaded, loadingMore: more }));
    }
    if (mine === generation.current) setData((d) => ({ ...d, loadingMore: false }));
  }, [client, companyId, filterKey]);

  useEffect(() => {
    void load();
    return () => {
      generation.current++;
    };
  }, [load]);

  /** Replaces or adds photos the server answered (upload, tagging) without reloading. */
  const merge = useCallback((changed: readonly TAlbumPhoto[]) => {
    const byId = new Map(changed.map((p) => [p.id, p]));
    setData((d) => {
      // One walk over the album: what it does not find is new (a 適用 on 100,000 photos finds them all).
      const unseen = new Map(byId);
      const kept = d.photos.map((p) => {
        const next = byId.get(p.id);
        if (!next) return p;
        unseen.delete(p.id);
        return next;
      });
      const added = [...unseen.values()];
      return {
        ...d,
        photos: added.length === 0 ? kept : [...added, ...kept],
        total: d.total + added.length,
      };
    });
  }, []);

  const remove = useCallback((ids: readonly number[]) => {
    const gone = new Set(ids);
    setData((d) => ({ ...d, photos: d.photos.filter((p) => !gone.has(p.id)), total: d.total - ids.length }));
  }, []);

  return { ...data, reload: load, merge, remove };
};
