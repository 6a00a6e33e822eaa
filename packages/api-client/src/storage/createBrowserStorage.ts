import { z } from 'zod';
import { type TChatRoom, type TLinkPreview, ZChatRoom, ZLinkPreview } from '../schemas/chat.ts';
import { createMemoryStorage } from './memoryStorage.ts';
import {
  type ChatRoomLoad,
  type FailureCounter,
  isDoubleLoad,
  japanDate,
  nextFailureCounter,
} from './rules.ts';

/** Bump when a stored shape changes: values of another version are dropped on read. */
export const STORAGE_VERSION = 1;
export const STORAGE_PREFIX = 'genba';
/** Link previews kept per day; the oldest go first, so a long chat cannot fill the quota. */
const MAX_LINK_PREVIEWS = 200;

export type BrowserStorageOptions = {
  /** Defaults to `localStorage` when there is one, else memory. */
  readonly storage?: Storage;
  readonly prefix?: string;
  readonly now?: () => number;
};

const ZEnvelope = z.object({ v: z.number(), value: z.unknown() });
const ZChatRoomLoad = z.object({ chatroomId: z.number(), at: z.number() });
const ZFailureCounter = z.object({ count: z.number().int().positive(), firstAt: z.number() });
const ZLinkPreviewDay = z.object({ date: z.string(), items: z.record(z.string(), ZLinkPreview) });

const defaultStorage = (): Storage => {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access to localStorage throws when the browser blocks storage.
  }
  return createMemoryStorage();
};

/**
 * The browser storage of talk §3 behind one typed module: every value is
 * stored as `{ v, value }` under `genba:v1:<name>`, validated with zod on
 * read, and dropped when corrupt or of another version. Writes never throw
 * (a full or blocked storage only loses the cache).
 */
export const createBrowserStorage = (options: BrowserStorageOptions = {}) => {
  const storage = options.storage ?? defaultStorage();
  const now = options.now ?? Date.now;
  const remove = (key: string) => {
    try {
      storage.removeItem(key);
    } catch {
      // A blocked storage cannot be read back either.
    }
  };
  const keyOf = (name: string) => `${options.prefix ?? STORAGE_PREFIX}:v${STORAGE_VERSION}:${name}`;

  const slot = <T>(name: string, schema: z.ZodType<T>) => ({
    get(): T | null {
      const key = keyOf(name);
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return null;
      }
      if (raw === null) return null;
      try {
        const envelope = ZEnvelope.parse(JSON.parse(raw));
        if (envelope.v !== STORAGE_VERSION) throw new Error('version');
        return schema.parse(envelope.value);
      } catch {
        remove(key);
        return null;
      }
    },
    set(value: T): boolean {
      try {
        storage.setItem(keyOf(name), JSON.stringify({ v: STORAGE_VERSION, value }));
        return true;
      } catch {
        return false;
      }
    },
    clear(): void {
      remove(keyOf(name));
    },
  });

  const currentChatRoom = slot<TChatRoom>('currentChatRoom', ZChatRoom);
  const linkPreviewDay = slot('linkPreviews', ZLinkPreviewDay);
  const lastChatRoomLoad = slot<ChatRoomLoad>('lastChatRoomLoad', ZChatRoomLoad);
  const chatRoomListFailures = slot<FailureCounter>('chatRoomListFailures', ZFailureCounter);
  const smsLogin = slot('smsLoginInProgress', z.literal(true));

  const todaysPreviews = () => {
    const today = japanDate(now());
    const day = linkPreviewDay.get();
    return day && day.date === today ? day : { date: today, items: {} };
  };

  return {
    /** The chat room the user has open (talk §3). */
    currentChatRoom,

    /** Link-preview results, valid for the calendar day they were fetched on (talk §4). */
    linkPreviews: {
      get: (url: string): TLinkPreview | null => todaysPreviews().items[url] ?? null,
      set: (url: string, preview: TLinkPreview): boolean => {
        const day = todaysPreviews();
        const entries = Object.entries({ ...day.items, [url]: preview }).slice(-MAX_LINK_PREVIEWS);
        return linkPreviewDay.set({ date: day.date, items: Object.fromEntries(entries) });
      },
      clear: linkPreviewDay.clear,
    },

    /** The last loaded room and when; `record` says whether this load repeats it within 2 s (talk §4). */
    lastChatRoomLoad: {
      get: lastChatRoomLoad.get,
      record: (chatroomId: number): { tooManyRequests: boolean } => {
        const at = now();
        const tooManyRequests = isDoubleLoad(lastChatRoomLoad.get(), chatroomId, at);
        lastChatRoomLoad.set({ chatroomId, at });
        return { tooManyRequests };
      },
      clear: lastChatRoomLoad.clear,
    },

    /** The failed chat-room-list counter: at the third failure within 3 s it is cleared and `onRecover` runs. */
    chatRoomListFailures: {
      get: chatRoomListFailures.get,
      record: (onRecover: () => void): FailureCounter | null => {
        const { counter, recover } = nextFailureCounter(chatRoomListFailures.get(), now());
        if (counter) chatRoomListFailures.set(counter);
        else chatRoomListFailures.clear();
        if (recover) onRecover();
        return counter;
      },
      clear: chatRoomListFailures.clear,
    },

    /** Marks an SMS login in progress between requesting the code and logging in with it (talk §4). */
    smsLogin: {
      isInProgress: (): boolean => smsLogin.get() === true,
      start: (): boolean => smsLogin.set(true),
      finish: smsLogin.clear,
    },

    /** Removes every value of this module (any version), e.g. at logout. */
    clearAll: (): void => {
      const prefix = `${options.prefix ?? STORAGE_PREFIX}:`;
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) keys.push(key);
      }
      for (const key of keys) remove(key);
    },
  };
};

export type BrowserStorage = ReturnType<typeof createBrowserStorage>;
