import { makeChatMessage, makeChatRoomSummary, makeProjectList } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import { delay, type HttpHandler, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../test/renderApp.tsx';

/** An EventSource that never connects; the test plays the server's side of the stream. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, id: number, data: unknown = {}) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

const open = () => FakeEventSource.made.filter((s) => s.readyState !== FakeEventSource.CLOSED);

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A site room open beside the group list, whose 現場 tab (a subscriber) gives way to the 個人・グループ tab (another). */
const renderRoomWithLists = async (overrides: HttpHandler[] = []) => {
  const rendered = await renderApp('/talk/field/5001', overrides);
  await expect.element(page.getByRole('list', { name: '現場一覧' })).toBeVisible();
  await page.getByRole('tab', { name: '個人・グループ' }).click();
  await expect.element(page.getByRole('list', { name: '個人・グループ一覧' })).toBeVisible();
  await expect
    .element(page.getByText('足場の設置が完了しました。明日から高圧洗浄に入ります。'))
    .toBeVisible();
  await vi.waitFor(() => expect(FakeEventSource.made.length).toBeGreaterThan(0));
  return rendered;
};

describe('the live stream of a talk page', () => {
  it('is one connection for the room and both lists', async () => {
    await renderRoomWithLists();
    // Give a second subscriber's connection, if any, time to be made.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(FakeEventSource.made).toHaveLength(1);
    expect(open()).toHaveLength(1);
  });

  it('tells every subscriber when it opens, and each room only its own events', async () => {
    const { calls } = await renderRoomWithLists();
    const count = (path: string) => calls.filter((call) => call.path.startsWith(path)).length;
    const before = {
      groups: count('/api/talk/getGroupChatList'),
      room: count('/api/v1/talk/getInitArrowChatData'),
    };
    const [stream] = FakeEventSource.made;
    stream?.emit('ready', 10);
    await vi.waitFor(() => {
      expect(count('/api/talk/getGroupChatList')).toBeGreaterThan(before.groups);
      expect(count('/api/v1/talk/getInitArrowChatData')).toBeGreaterThan(before.room);
    });

    const other = makeChatMessage({ id: 90501, chatroom_id: 999, message: '別のルームの話です。' });
    stream?.emit('message', 11, { type: 'message', chatroom_id: 999, message: other });
    const mine = makeChatMessage({ id: 90502, chatroom_id: 101, message: '生中継で届きました。' });
    stream?.emit('message', 12, { type: 'message', chatroom_id: 101, message: mine });
    await expect.element(page.getByText('生中継で届きました。')).toBeVisible();
    expect(page.getByText('別のルームの話です。').query()).toBeNull();
  });

  it('falls back to one poller after three stream errors, resuming from the last id', async () => {
    const polled: string[] = [];
    await renderRoomWithLists([
      mock.override('talkEvents', ({ request }) => {
        polled.push(new URL(request.url).search);
        return new Response('id: 42\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    ]);
    const [stream] = FakeEventSource.made;
    stream?.emit('ready', 42);
    stream?.fail();
    stream?.fail();
    stream?.fail();
    await vi.waitFor(() => expect(polled).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(polled).toHaveLength(1);
    expect(new URLSearchParams(polled[0]).get('last_event_id')).toBe('42');
    expect(new URLSearchParams(polled[0]).get('poll')).toBe('1');
    expect(open()).toHaveLength(0);
  });

  it('keeps a page of さらに表示 that is loading when the stream opens again', async () => {
    const groups = Array.from({ length: 45 }, (_, i) =>
      makeChatRoomSummary({
        chatroom_id: 500 - i,
        name: `グループ${i + 1}`,
        last_sent: '2026-11-20 17:00:00',
      }),
    );
    await renderRoomWithLists([
      mock.override('getGroupChatList', async ({ request }) => {
        const query = new URL(request.url).searchParams;
        const after = query.get('min_id');
        const from = after === null ? 0 : groups.findIndex((g) => g.chatroom_id === Number(after)) + 1;
        if (after !== null) await delay(300);
        return HttpResponse.json({
          rooms: groups.slice(from, from + 30),
          has_more: from + 30 < groups.length,
        });
      }),
    ]);
    await page.getByRole('button', { name: 'さらに表示' }).click();
    // The stream (re)opens while the second page is on its way: every list refetches.
    FakeEventSource.made[0]?.emit('ready', 10);
    await expect.element(page.getByRole('link', { name: 'グループ45' })).toBeVisible();
  });
});

describe("/talk's project list and the stream", () => {
  /** /talk on its 現場 tab, the list answering `positions` in turn (the last one repeated). */
  const renderList = async (positions: number[]) => {
    sessionStorage.removeItem('genba.talk.groupListTab');
    let answered = 0;
    const rendered = await renderApp('/talk', [
      mock.override('getProjectList', () => {
        const position = positions[Math.min(answered, positions.length - 1)] ?? 0;
        answered += 1;
        return HttpResponse.json({ ...makeProjectList(), last_event_id: position });
      }),
    ]);
    await expect.element(page.getByRole('list', { name: '現場一覧' })).toBeVisible();
    await vi.waitFor(() => expect(FakeEventSource.made.length).toBeGreaterThan(0));
    const lists = () => rendered.calls.filter((call) => call.path === '/api/talk/getProjectList').length;
    return { stream: FakeEventSource.made[0], lists };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
  const message = (id: number) => ({
    type: 'message',
    chatroom_id: 101,
    message: makeChatMessage({ id, chatroom_id: 101, message: '一覧に効く発言' }),
  });

  it("opens the stream at the list's position and does not fetch the list again when it is ready", async () => {
    const { stream, lists } = await renderList([37]);
    expect(new URL(stream?.url ?? '', location.href).searchParams.get('last_event_id')).toBe('37');
    stream?.emit('ready', 37);
    await settle();
    expect(lists()).toBe(1);
  });

  it('refetches for an event past its position, and not for one it already reflects', async () => {
    const { stream, lists } = await renderList([37, 40]);
    stream?.emit('ready', 37);
    stream?.emit('message', 38, message(90601));
    await vi.waitFor(() => expect(lists()).toBe(2));
    // The refetched list stands at 40: an event it already reflects (the server's replay) is not news.
    await vi.waitFor(() => expect(page.getByText('一覧に効く発言').query()).toBeNull());
    await settle();
    stream?.emit('message', 39, message(90602));
    await settle();
    expect(lists()).toBe(2);
  });

  it('refetches when the stream starts past its position (a reset)', async () => {
    const { stream, lists } = await renderList([37]);
    stream?.emit('ready', 55);
    await vi.waitFor(() => expect(lists()).toBe(2));
  });
});
