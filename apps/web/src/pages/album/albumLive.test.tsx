import { makeAlbumPhoto, makeChatMessage } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '../../test/renderApp.tsx';

/** An EventSource that never connects; the test plays the server's side of the stream. */
class FakeEventSource extends EventTarget {
  static made: FakeEventSource[] = [];
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, id: number, data: unknown = {}) {
    this.readyState = 1;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) }));
  }
}

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const firstTile = () => page.getByRole('button', { name: /^IMG_7007\.jpg/ });

describe('the open album', () => {
  it('asks the change feed when a live photo message arrives, and shows the new photo without a reload', async () => {
    const feed: string[] = [];
    const { calls } = await renderApp('/album', [
      mock.override('getAlbumCaching', ({ request }) => {
        feed.push(new URL(request.url).search);
        return HttpResponse.json({
          photos: [makeAlbumPhoto({ id: 7200, building_picture_upload_filename: 'IMG_生中継.jpg' })],
          has_more: false,
          cached_at: '2026-11-21 09:00:05',
        });
      }),
    ]);
    await expect.element(firstTile()).toBeVisible();
    await vi.waitFor(() => expect(FakeEventSource.made.length).toBeGreaterThan(0));
    const [stream] = FakeEventSource.made;
    stream?.emit('ready', 1);
    // A text message says nothing about the album.
    stream?.emit('message', 2, { type: 'message', chatroom_id: 101, message: makeChatMessage() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(feed).toHaveLength(0);
    const photo = {
      id: 7200,
      building_picture_path: 'p',
      building_picture_thum_path: 't',
      building_picture_upload_filename: 'IMG_生中継.jpg',
    };
    stream?.emit('message', 3, {
      type: 'message',
      chatroom_id: 101,
      message: makeChatMessage({ id: 90002, kind: 'photo', message: null, pictures: [photo] }),
    });
    await expect.element(page.getByRole('button', { name: /^IMG_生中継\.jpg/ })).toBeVisible();
    // Since the latest change among the first page's photos (the fixture's registration time).
    expect(feed[0]).toContain('since=2026-11-20+16%3A10%3A00');
    expect(calls.filter((c) => c.path.startsWith('/api/album/getCommonAlbumAllData'))).toHaveLength(1);
  });

  it("asks one project's feed (albumSync) in the project tab when the window regains focus, and drops a hidden photo", async () => {
    const asked: string[] = [];
    await renderApp('/album?project_id=5001', [
      mock.override('albumSync', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({
          photos: [makeAlbumPhoto({ id: 7007, del_flg: 1, update_datetime: '2026-11-21 09:00:00' })],
          has_more: false,
          synced_at: '2026-11-21 09:00:01',
        });
      }),
    ]);
    await expect.element(firstTile()).toBeVisible();
    window.dispatchEvent(new Event('focus'));
    await expect.element(firstTile()).not.toBeInTheDocument();
    expect(asked).toEqual(['/api/album/sync/5001']);
  });

  it('puts a moved photo back when the server refuses the order, and says why', async () => {
    await renderApp('/album', [
      mock.error('updateBuildingPictureLastSorting', 422, {
        message: '入力内容に誤りがあります。',
        errors: { picture_id_list: ['並べ替えは同じ場所または時期の写真で行ってください。'] },
      }),
    ]);
    await expect.element(firstTile()).toBeVisible();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'グループ' }), '時期');
    const order = () =>
      [...document.querySelectorAll<HTMLElement>('[data-index]')]
        .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))
        .map((tile) => tile.querySelector('img')?.alt);
    await expect.poll(order).toHaveLength(6);
    const before = order();
    const handle = page.getByRole('button', { name: `${before[0]}を並べ替え` });
    (handle.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect
      .element(page.getByText('並べ替えは同じ場所または時期の写真で行ってください。'))
      .toBeVisible();
    await expect.poll(order).toEqual(before);
  });
});
