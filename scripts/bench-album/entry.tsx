// Tokens and base styles, as the app's main.tsx imports them; the components bring their own CSS modules
// from source, so the bench needs no package build.
import '@genba/ui/tokens.css';
import '@genba/ui/base.css';
import type { ApiClient, Endpoints } from '@genba/api-client';
import { makeAlbumPhoto } from '@genba/api-client/fixtures';
import { type TAlbumPhoto, ZUpdatePicturesTagResponse } from '@genba/api-client/schemas';
import {
  AlbumGrid,
  type AlbumGridItem,
  albumRecordsOf,
  displayOrder,
  type EditFolder,
  type EditPhoto,
  type EditTagGroup,
  groupAlbumItems,
  type ItemId,
  type PhotoEditChange,
  PhotoEditPanel,
  pickSelectedRecords,
  replaceRecords,
} from '@genba/ui/album-grid';
import { ALBUM_TAG_EDIT, ALBUM_UPLOAD_LIMITS } from '@genba/validators';
import { useCallback, useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { readExif } from '../../apps/web/src/modules/album/utils/exif.ts';
import { resizeForUpload } from '../../apps/web/src/modules/album/utils/resize.ts';
import { newUploadKey, storeAlbumPhoto } from '../../apps/web/src/modules/album/utils/storeAlbumPhoto.ts';
import { applyTagEdit, tagEditChunks } from '../../apps/web/src/modules/album/utils/tagEdit.ts';
import { makeAlbumItems } from '../../packages/ui/src/AlbumGrid/fixtures.ts';

/**
 * Runs inside Chromium for scripts/bench-album.ts: the real AlbumGrid and
 * PhotoEditPanel on 100,000 generated photos, held as the album page holds
 * them (a selection set, the selected photos looked up by id, the server's
 * answer merged after 適用), and the app's resize worker.
 */

const PHOTOS = 100_000;
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** A task queued after a frame's rAF callbacks runs once that frame's rendering update is done. */
const afterPaint = async () => {
  await frame();
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
  return performance.now();
};

/**
 * Each photo's thumbnail is its own URL, as in the app (/api/album/photo/:id/thumb): the bench's server
 * answers every one with the same small JPEG, so the browser fetches and decodes each tile it mounts.
 */
const items = makeAlbumItems(PHOTOS).map((item) => ({ ...item, src: `/thumb/${item.id}.jpg` }));
const lastShown = displayOrder(groupAlbumItems(items, 'folder')).at(-1);
const TAG_GROUPS: EditTagGroup[] = [
  {
    id: 1,
    name: '工程',
    tags: [
      { id: 11, name: '施工前' },
      { id: 12, name: '施工中' },
      { id: 13, name: '施工後' },
    ],
  },
  { id: 2, name: '検査', tags: [{ id: 21, name: '配筋検査' }] },
];
const FOLDERS: EditFolder[] = [
  { id: 5, name: '足場' },
  { id: 6, name: '外壁塗装' },
];
const storedPhotos = albumRecordsOf<EditPhoto>(
  items.map((item, i) => ({
    id: item.id,
    tagIds: i % 3 === 0 ? [11, 21] : [11],
    folderId: i % 4 === 0 ? null : 5,
  })),
);

/**
 * The server's answer to updatePicturesTag, computed here: the network is left out of the figure.
 * The server's work, not the page's: kept to plain loops (a Set and two spreads per photo cost
 * 80 of the click's milliseconds for 100,000 photos, which no browser pays).
 */
const applied = (photo: EditPhoto, change: PhotoEditChange): EditPhoto => {
  const tagIds = photo.tagIds.filter((t) => !change.removeTagIds.includes(t));
  for (const t of change.addTagIds) if (!tagIds.includes(t)) tagIds.push(t);
  return { id: photo.id, tagIds, folderId: change.folder === 'keep' ? photo.folderId : change.folder };
};

const Album = ({ panel }: { panel: boolean }) => {
  const [selected, setSelected] = useState<ReadonlySet<ItemId>>(() => new Set());
  const [stored, setStored] = useState(storedPhotos);
  const chosen = useMemo(() => pickSelectedRecords(selected, stored), [selected, stored]);
  // As AlbumEditPanel's: the album's photos, prepared for a select-all in an idle moment.
  const ahead = useCallback(() => stored.list, [stored]);
  const onApply = async (change: PhotoEditChange) => {
    const answer = chosen.map((photo) => applied(photo, change));
    // The answer comes after the click's own task has rendered (busy), as a network answer does.
    await Promise.resolve();
    // As AlbumPage's album.merge: the answered photos replace the stored ones in place.
    setStored((prev) => replaceRecords(prev, answer).records);
    return true;
  };
  return (
    <div style={{ display: 'flex', height: '100%' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <AlbumGrid items={items} groupBy="folder" selected={selected} onSelectedChange={setSelected} />
      </div>
      {panel && (
        <div style={{ width: 320, overflow: 'auto' }}>
          <PhotoEditPanel
            photos={chosen}
            tagGroups={TAG_GROUPS}
            folders={FOLDERS}
            onApply={onApply}
            selectionKey={selected}
            ahead={ahead}
          />
        </div>
      )}
    </div>
  );
};

/**
 * A place grouping of the same 100,000 photos in four places of 25,000, each with a saved order,
 * whose moves replace the moved group's photos as the album page does (each index as its sort id).
 */
const placed: AlbumGridItem[] = items.map((item, i) => ({
  ...item,
  placeId: 400 + (i % 4),
  placeName: `場所${i % 4}`,
  placeSort: i,
}));
const Ordered = () => {
  const [shown, setShown] = useState(placed);
  const [selected, setSelected] = useState<ReadonlySet<ItemId>>(() => new Set());
  const onReorder = useCallback((_group: unknown, ordered: AlbumGridItem[]) => {
    const sort = new Map<ItemId, number>();
    ordered.forEach((item, i) => {
      if (item.placeSort !== i) sort.set(item.id, i);
    });
    setShown((all) =>
      all.map((item) => (sort.has(item.id) ? { ...item, placeSort: sort.get(item.id) ?? null } : item)),
    );
  }, []);
  return (
    <AlbumGrid
      items={shown}
      groupBy="place"
      selected={selected}
      onSelectedChange={setSelected}
      onReorder={onReorder}
    />
  );
};

const container = document.getElementById('root') as HTMLElement;
let root: Root | undefined;
const scroller = () => {
  const el = container.querySelector<HTMLElement>('section[aria-label="写真一覧"]');
  if (!el) throw new Error('no grid');
  return el;
};
/** Tiles (photo buttons and upload tiles) in the grid and elements in the whole document. */
const census = () => ({
  tiles: scroller().querySelectorAll('[data-index], [data-status]').length,
  elements: document.getElementsByTagName('*').length,
});

const mount = async (panel: boolean, ordered = false) => {
  root?.unmount();
  root = createRoot(container);
  root.render(ordered ? <Ordered /> : <Album panel={panel} />);
  while (!container.querySelector('[data-index]')) await frame();
  await afterPaint();
  return census();
};

const longTasks = () => {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  return {
    stop: () => {
      for (const entry of observer.takeRecords()) durations.push(entry.duration);
      observer.disconnect();
      return durations;
    },
  };
};

/**
 * Scrolls the grid from top to bottom in `ms`, setting scrollTop in each
 * requestAnimationFrame callback in proportion to the time elapsed. Frames are
 * the deltas between consecutive rAF timestamps (the first, from the start, is
 * not counted); long tasks come from PerformanceObserver('longtask'). The
 * census at each frame sees the rows the previous frame's scroll mounted.
 */
const scroll = async (ms: number) => {
  const el = scroller();
  el.scrollTop = 0;
  await afterPaint();
  const max = el.scrollHeight - el.clientHeight;
  const deltas: number[] = [];
  let most = census();
  const tasks = longTasks();
  performance.clearMarks();
  performance.mark('bench:scroll:start');
  await new Promise<void>((resolve) => {
    let start = 0;
    let previous = 0;
    const step = (now: number) => {
      performance.mark('bench:frame'); // frame boundaries for the traced run's CPU per frame
      if (start === 0) start = now;
      else deltas.push(now - previous);
      previous = now;
      const seen = census();
      most = { tiles: Math.max(most.tiles, seen.tiles), elements: Math.max(most.elements, seen.elements) };
      const progress = Math.min(1, (now - start) / ms);
      el.scrollTop = progress * max;
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  performance.mark('bench:scroll:end');
  await frame();
  const long = tasks.stop();
  return {
    deltas,
    longTasks: long,
    most,
    atBottom: Math.abs(el.scrollTop - max) <= 1,
  };
};

/**
 * A pointer drag in a place group of 25,000 photos (mount(false, true) first): the first photo is
 * pressed and moved over `ms`, one pointermove per frame, three rows down and back and down again
 * across the grid, then dropped. Frames are rAF deltas as in scroll(), with the census of every
 * frame; the drop is timed from the pointerup to the frame showing the new order.
 */
const drag = async (ms: number) => {
  const el = scroller();
  el.scrollTop = 0;
  // The previous drop's tiles slide home for 250 ms (dnd-kit's transition): measured after it.
  await new Promise((resolve) => setTimeout(resolve, 400));
  await afterPaint();
  const first = el.querySelector<HTMLElement>('[data-index="0"]');
  const target = el.querySelector<HTMLElement>('[data-index="12"]');
  if (!first || !target) throw new Error('bench: no tiles to drag');
  const from = first.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  const at = (t: number) => ({
    clientX: from.x + from.width / 2 + (to.x - from.x) * t,
    clientY: from.y + from.height / 2 + (to.y - from.y) * t,
  });
  const pointer = { bubbles: true, cancelable: true, isPrimary: true, pointerId: 1, button: 0, buttons: 1 };
  const name = first.querySelector('img')?.alt;
  first.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, ...at(0) }));
  const deltas: number[] = [];
  let most = census();
  const tasks = longTasks();
  performance.clearMarks();
  await new Promise<void>((resolve) => {
    let start = 0;
    let previous = 0;
    const step = (now: number) => {
      performance.mark('bench:frame');
      if (start === 0) start = now;
      else deltas.push(now - previous);
      previous = now;
      const seen = census();
      most = { tiles: Math.max(most.tiles, seen.tiles), elements: Math.max(most.elements, seen.elements) };
      const progress = Math.min(1, (now - start) / ms);
      // Down, back up and down again: the tiles between make way each time.
      const t = progress < 1 / 3 ? progress * 3 : progress < 2 / 3 ? 2 - progress * 3 : progress * 3 - 2;
      document.dispatchEvent(new PointerEvent('pointermove', { ...pointer, ...at(t) }));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  const dropped = performance.now();
  document.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0, ...at(1) }));
  // Painted in its new place: the tile at index 12 shows the dragged photo.
  while (el.querySelector('[data-index="12"] img')?.getAttribute('alt') !== name) {
    if (performance.now() - dropped > 5000)
      throw new Error(
        `bench: the drop did not show (${name}; ${[...el.querySelectorAll<HTMLElement>('[data-index]')]
          .slice(0, 14)
          .map((t) => `${t.dataset.index}:${t.querySelector('img')?.alt}`)
          .join(' ')}; scrollTop ${el.scrollTop}; from ${JSON.stringify(at(0))} to ${JSON.stringify(at(1))})`,
      );
    await frame();
  }
  const shown = await afterPaint();
  return { deltas, most, longTasks: tasks.stop(), dropMs: shown - dropped };
};

/** 60 evenly spaced positions, top to bottom, each rendered: the most tiles and elements seen. */
const jumps = async () => {
  const el = scroller();
  const max = el.scrollHeight - el.clientHeight;
  let most = { tiles: 0, elements: 0 };
  for (let i = 0; i <= 60; i++) {
    el.scrollTop = (i / 60) * max;
    await afterPaint();
    await afterPaint();
    const seen = census();
    most = { tiles: Math.max(most.tiles, seen.tiles), elements: Math.max(most.elements, seen.elements) };
  }
  return most;
};

/** The real scroll height, and whether the album's last photo is mounted and in view at the bottom. */
const reach = async () => {
  const el = scroller();
  el.scrollTop = el.scrollHeight;
  await afterPaint();
  await afterPaint();
  const last = lastShown ? el.querySelector(`img[alt="${lastShown.name}"]`) : null;
  const box = last?.getBoundingClientRect();
  const view = el.getBoundingClientRect();
  return {
    scrollHeight: el.scrollHeight,
    dpr: window.devicePixelRatio,
    lastInView: !!box && box.bottom <= view.bottom + 1 && box.top >= view.top - 1,
  };
};

const checkboxOf = (label: string) => {
  const forId = [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor;
  return forId ? document.getElementById(forId) : null;
};
const buttonOf = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;
/** What the screen shows once each measured click has taken effect. */
const SHOWN = {
  allSelected: () =>
    checkboxOf(`すべて選択（${PHOTOS.toLocaleString('ja-JP')}枚）`)?.getAttribute('data-state') ===
      'checked' &&
    document.querySelector('h2')?.textContent === `${PHOTOS.toLocaleString('ja-JP')}枚の写真を編集`,
  tagChecked: () => checkboxOf('施工後')?.getAttribute('data-state') === 'checked',
  // Stored, not drafted: the box is enabled again (not busy) and 適用 has nothing left to send.
  tagApplied: () => {
    const box = checkboxOf('施工後');
    return (
      box?.getAttribute('data-state') === 'checked' &&
      !box.hasAttribute('disabled') &&
      buttonOf('適用')?.hasAttribute('disabled') === true
    );
  },
};

let response: Promise<number> | undefined;
/**
 * Arms a measurement of the next click: from the click event's timestamp (the
 * input's time) to the end of the first frame whose rendering shows the result,
 * checked after each frame.
 */
const armClick = (shown: keyof typeof SHOWN) => {
  response = new Promise((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        const t0 = event.timeStamp;
        performance.mark('bench:click:start');
        void (async () => {
          for (;;) {
            const t1 = await afterPaint();
            if (SHOWN[shown]()) {
              performance.mark('bench:click:end');
              resolve(t1 - t0);
              return;
            }
          }
        })();
      },
      { capture: true, once: true },
    );
  });
};
const clicked = () => {
  if (!response) throw new Error('not armed');
  return response;
};

const photoOf = async (url: string) => {
  const blob = await (await fetch(url)).blob();
  return new File([blob], 'IMG_12MP.jpg', { type: 'image/jpeg' });
};

/** One photo at a time through the app's resize worker: wall time per photo, from post to answer. */
const resizeEach = async (url: string, runs: number) => {
  const file = await photoOf(url);
  const first = await resizeForUpload(file);
  const bitmap = await createImageBitmap(first);
  const size = { width: bitmap.width, height: bitmap.height, bytes: first.size, inputBytes: file.size };
  bitmap.close();
  await resizeForUpload(file);
  const times: number[] = [];
  performance.mark('bench:resize:start');
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await resizeForUpload(file);
    times.push(performance.now() - t0);
  }
  performance.mark('bench:resize:end');
  return { times, size };
};

/** The server's side of storeAlbum, answered at once: the network is left out of the upload figure. */
const answeringClient = {
  call: async () => ({ ok: true, status: 200, data: {} }),
} as unknown as ApiClient<Endpoints>;

/**
 * A 50-photo upload as the album page prepares it, the network left out: each
 * file through storeAlbumPhoto (EXIF read on the main thread, resized in the
 * app's worker, the call answered at once), with the upload queue's
 * concurrency (ALBUM_UPLOAD_LIMITS), the grid mounted; the main thread's long
 * tasks meanwhile.
 */
const upload = async (url: string, count: number) => {
  const file = await photoOf(url);
  const files = Array.from(
    { length: count },
    (_, i) => new File([file], `IMG_${i}.jpg`, { type: file.type }),
  );
  const shotAt = (await readExif(file)).shotAt;
  const target = { fieldId: 1, chatroomId: 1, memberId: 1, companyId: 1, officeId: 1 };
  const tasks = longTasks();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: ALBUM_UPLOAD_LIMITS.concurrency }, async () => {
      while (next < files.length) {
        const f = files[next++];
        if (f) await storeAlbumPhoto(answeringClient, f, target, { key: newUploadKey() });
      }
    }),
  );
  const total = performance.now() - t0;
  await frame();
  return { total, longTasks: tasks.stop(), concurrency: ALBUM_UPLOAD_LIMITS.concurrency, shotAt };
};

/**
 * What the album page does with updatePicturesTag's real answers besides the merge measured above:
 * the selection goes in requests of ALBUM_TAG_EDIT.maxPhotos, and each answer (what every photo of
 * the request now carries, said once) is parsed and validated as the api-client does (readJson's
 * JSON.parse, entry.response.safeParse) and applied to that request's photos (withTagEdit), each in
 * its own task after its network answer. Then the page merges the changed photos once
 * (replaceRecords here; the interaction above includes that merge's render). The photos are the
 * fixture photo's wire shape, as the page holds them.
 */
const answerCost = async (count: number) => {
  const photos = new Array<TAlbumPhoto>(count);
  for (let i = 0; i < count; i++) photos[i] = makeAlbumPhoto({ id: i + 1 });
  const records = albumRecordsOf(photos);
  const text = JSON.stringify({
    updated_count: ALBUM_TAG_EDIT.maxPhotos,
    update_datetime: '2026-11-25 10:00:00',
    added_tags: [{ id: 403, name: '施工後', tag_group_id: 41, tag_group_name: '工程' }],
    removed_tag_setting_ids: [],
  });
  const old = (JSON.stringify(makeAlbumPhoto()).length + 1) * count;
  performance.mark('bench:answer:start');
  const tasks: number[] = [];
  const changed: TAlbumPhoto[] = [];
  let ok = true;
  for (const part of tagEditChunks(photos, ALBUM_TAG_EDIT.maxPhotos)) {
    // Each answer in a task of its own, as after its network answer.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const t0 = performance.now();
    const parsed = ZUpdatePicturesTagResponse.safeParse(JSON.parse(text));
    if (parsed.success) applyTagEdit(part, parsed.data, changed);
    else ok = false;
    tasks.push(performance.now() - t0);
  }
  const t1 = performance.now();
  const merged = replaceRecords(records, changed);
  const merge = performance.now() - t1;
  performance.mark('bench:answer:end');
  ok &&= merged.added.length === 0 && changed.length === count;
  return {
    requests: tasks.length,
    bytes: text.length,
    oldMegabytes: old / 1e6,
    first: tasks[0] ?? 0,
    median: [...tasks].sort((a, b) => a - b)[Math.floor(tasks.length / 2)] ?? 0,
    worst: Math.max(...tasks),
    total: tasks.reduce((a, b) => a + b, 0),
    merge,
    ok,
  };
};

const benchAlbum = {
  answerCost,
  mount,
  census,
  scroll,
  drag,
  jumps,
  reach,
  armClick,
  clicked,
  resizeEach,
  upload,
};
declare global {
  interface Window {
    benchAlbum: typeof benchAlbum;
  }
}
window.benchAlbum = benchAlbum;
