import { describe, expect, it, vi } from 'vitest';
import type { TChatRoom, TLinkPreview } from '../src/schemas/chat.ts';
import {
  createBrowserStorage,
  createMemoryStorage,
  isDoubleLoad,
  japanDate,
  nextFailureCounter,
} from '../src/storage/index.ts';

const room: TChatRoom = {
  chatroom_id: 10,
  type: 'project',
  attendance_field_id: 3,
  name: null,
  case_name: '山田邸新築工事',
  service_id: null,
  companyList: [{ company_id: 1, company_name: '現場ポケット工務店' }],
};
const preview: TLinkPreview = {
  url: 'https://example.com/',
  title: '例',
  description: null,
  image: null,
  site_name: null,
};

const setup = (start = Date.parse('2026-04-01T03:00:00Z')) => {
  let time = start;
  const storage = createMemoryStorage();
  const store = createBrowserStorage({ storage, now: () => time });
  return { storage, store, advance: (ms: number) => (time += ms) };
};

describe('browser storage (talk §3)', () => {
  it('keeps values under a prefixed, versioned key and reads them back validated', () => {
    const { storage, store } = setup();
    expect(store.currentChatRoom.get()).toBeNull();
    store.currentChatRoom.set(room);
    expect(storage.getItem('genba:v1:currentChatRoom')).toContain('"v":1');
    expect(store.currentChatRoom.get()).toEqual(room);
  });

  it('drops corrupt values, wrong shapes and other versions on read', () => {
    const { storage, store } = setup();
    storage.setItem('genba:v1:currentChatRoom', '{not json');
    expect(store.currentChatRoom.get()).toBeNull();
    expect(storage.getItem('genba:v1:currentChatRoom')).toBeNull();
    storage.setItem('genba:v1:currentChatRoom', JSON.stringify({ v: 1, value: { chatroom_id: 'x' } }));
    expect(store.currentChatRoom.get()).toBeNull();
    storage.setItem('genba:v1:currentChatRoom', JSON.stringify({ v: 0, value: room }));
    expect(store.currentChatRoom.get()).toBeNull();
  });

  it('never throws when the storage is full or blocked', () => {
    const broken = createMemoryStorage();
    broken.setItem = () => {
      throw new DOMException('QuotaExceededError');
    };
    broken.getItem = () => {
      throw new DOMException('SecurityError');
    };
    const store = createBrowserStorage({ storage: broken });
    expect(store.currentChatRoom.set(room)).toBe(false);
    expect(store.currentChatRoom.get()).toBeNull();
  });

  it('link previews are valid for the Japan calendar day they were fetched on', () => {
    // 2026-04-01 12:00 JST
    const { store, advance } = setup(Date.parse('2026-04-01T03:00:00Z'));
    store.linkPreviews.set(preview.url, preview);
    advance(11 * 3_600_000); // 23:00 JST, same day
    expect(store.linkPreviews.get(preview.url)).toEqual(preview);
    advance(2 * 3_600_000); // 01:00 JST the next day
    expect(store.linkPreviews.get(preview.url)).toBeNull();
  });

  it('reports loading the same room twice within 2 s as too many requests', () => {
    const { store, advance } = setup();
    expect(store.lastChatRoomLoad.record(10)).toEqual({ tooManyRequests: false });
    advance(1_999);
    expect(store.lastChatRoomLoad.record(10)).toEqual({ tooManyRequests: true });
    advance(2_000);
    expect(store.lastChatRoomLoad.record(10)).toEqual({ tooManyRequests: false });
    expect(store.lastChatRoomLoad.record(11)).toEqual({ tooManyRequests: false });
    expect(store.lastChatRoomLoad.get()).toMatchObject({ chatroomId: 11 });
  });

  it('counts chat-room-list failures within 3 s and recovers at the third', () => {
    const { store, advance } = setup();
    const recover = vi.fn();
    expect(store.chatRoomListFailures.record(recover)).toMatchObject({ count: 1 });
    advance(1_000);
    expect(store.chatRoomListFailures.record(recover)).toMatchObject({ count: 2 });
    advance(1_000);
    expect(store.chatRoomListFailures.record(recover)).toBeNull();
    expect(recover).toHaveBeenCalledTimes(1);
    expect(store.chatRoomListFailures.get()).toBeNull();
  });

  it('starts the failure count again after the 3 s window', () => {
    const { store, advance } = setup();
    const recover = vi.fn();
    store.chatRoomListFailures.record(recover);
    advance(1_000);
    store.chatRoomListFailures.record(recover);
    advance(2_500); // 3.5 s after the first
    expect(store.chatRoomListFailures.record(recover)).toMatchObject({ count: 1 });
    expect(recover).not.toHaveBeenCalled();
  });

  it('marks an SMS login in progress and clears everything at logout', () => {
    const { storage, store } = setup();
    expect(store.smsLogin.isInProgress()).toBe(false);
    store.smsLogin.start();
    expect(store.smsLogin.isInProgress()).toBe(true);
    store.currentChatRoom.set(room);
    storage.setItem('other-app', 'kept');
    store.clearAll();
    expect(store.smsLogin.isInProgress()).toBe(false);
    expect(store.currentChatRoom.get()).toBeNull();
    expect(storage.getItem('other-app')).toBe('kept');
  });
});

describe('storage rules', () => {
  it('isDoubleLoad and nextFailureCounter are pure', () => {
    expect(isDoubleLoad(null, 1, 0)).toBe(false);
    expect(isDoubleLoad({ chatroomId: 1, at: 0 }, 1, 1_999)).toBe(true);
    expect(isDoubleLoad({ chatroomId: 1, at: 0 }, 2, 1)).toBe(false);
    expect(nextFailureCounter({ count: 1, firstAt: 0 }, 3_000)).toEqual({
      counter: { count: 2, firstAt: 0 },
      recover: false,
    });
    expect(nextFailureCounter({ count: 2, firstAt: 0 }, 3_000)).toEqual({ counter: null, recover: true });
  });

  it('japanDate uses Japan time', () => {
    expect(japanDate(Date.parse('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
    expect(japanDate(Date.parse('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
  });
});
