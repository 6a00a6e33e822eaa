import { LIMITS } from '../limits/limits.ts';

/**
 * Pure helpers of the talk room lists, stamps and working-time messages,
 * free of zod so that the /talk first screen can import them without the
 * schema library (ADR 007 budgets).
 */

/**
 * Messages of the talk room lists and room creation (talk §2 group list tabs,
 * core §9 pinned sites 3 and chat groups 1000). The server enforces the
 * limits; the web app uses the same ordering and badge text.
 */
export const TALK_ROOM_MESSAGE = {
  groupNameRequired: 'グループ名を入力してください',
  groupMembersRequired: 'メンバーを1人以上選択してください',
  pinLimit: `ピン留めできる現場は${LIMITS.pinnedSites}件までです。`,
  groupLimit: `グループは${LIMITS.paging.chatGroups}件まで作成できます。`,
  privateSelf: '自分自身とは個人トークできません。',
  unknownMember: 'このメンバーとはトークできません。',
} as const;

/** The group list tabs of talk §2, in their order. */
export const GROUP_LIST_TABS = ['project', 'group', 'search'] as const;
export type GroupListTab = (typeof GROUP_LIST_TABS)[number];

/** Talk §2: the smartphone home list title per mode (sites, personal/groups, search); the same words as @genba/ui's spHomeTitles. */
export const GROUP_LIST_TITLE: Record<GroupListTab, string> = {
  project: '現場一覧',
  group: '個人・グループ',
  search: '検索',
};

/** Badges show at most 99 and then '99+' (talk §9 mentions 99; the unread badge follows it). */
export const badgeText = (count: number): string | null =>
  count <= 0 ? null : count > LIMITS.mentions ? `${LIMITS.mentions}+` : String(count);

/** Whether one more site may be pinned (core §9: at most 3). */
export const canPinAnother = (pinnedCount: number): boolean => pinnedCount < LIMITS.pinnedSites;

export type OrderableRoom = { pinned?: boolean; last_sent: string | null };

/**
 * Group list order: pinned sites first, then the newest message first, rooms
 * without messages last; ties keep their incoming order (a stable sort).
 */
export const orderRoomList = <T extends OrderableRoom>(rows: readonly T[]): T[] =>
  rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const pin = Number(b.row.pinned ?? false) - Number(a.row.pinned ?? false);
      if (pin !== 0) return pin;
      const x = a.row.last_sent ?? '';
      const y = b.row.last_sent ?? '';
      // Stryker disable next-line EqualityOperator: equivalent, x and y differ on this branch, so x <= y is x < y.
      return x === y ? a.index - b.index : x < y ? 1 : -1;
    })
    .map((e) => e.row);

export type PageableRoom = { chatroom_id: number; last_sent: string | null };

/**
 * The keyset order the group rooms are paged in (getGroupChatList: limit,
 * min_sent, min_id): the newest message first, rooms without messages last,
 * ties by id descending, so every room has exactly one place.
 */
export const compareByLatest = (a: PageableRoom, b: PageableRoom): number => {
  const x = a.last_sent ?? '';
  const y = b.last_sent ?? '';
  // Stryker disable next-line EqualityOperator: equivalent, x and y differ on this branch, so x <= y is x < y.
  if (x !== y) return x < y ? 1 : -1;
  return b.chatroom_id - a.chatroom_id;
};

/** The cursor of the next page after the last row held: its last_sent (absent when it has none) and id. */
export const roomPageCursor = (last: PageableRoom): { min_sent?: string; min_id: number } =>
  last.last_sent === null
    ? { min_id: last.chatroom_id }
    : { min_sent: last.last_sent, min_id: last.chatroom_id };

/**
 * The 個人・グループ tab: group rooms arrive in keyset pages, private rooms all
 * at once. One list, newest first; while more group pages exist, a private
 * room that sorts after the last group row held waits for the page that
 * reaches it, so rooms are never shown out of order and none is skipped.
 */
export const mergeRoomPages = <T extends PageableRoom>(
  groups: readonly T[],
  privates: readonly T[],
  moreGroups: boolean,
): T[] => {
  const last = groups.at(-1);
  const shown =
    // Stryker disable next-line EqualityOperator: equivalent, compareByLatest is 0 only for the same room, and a private room is never a group row.
    moreGroups && last ? privates.filter((p) => compareByLatest(p, last) < 0) : moreGroups ? [] : privates;
  return [...groups, ...shown].sort(compareByLatest);
};

/** Stamps of the picker (talk §1 stamps; the picker is 420x250, talk §9). Ids are what messages store. */
export const STAMPS = [
  { id: 1, label: 'OK' },
  { id: 2, label: '了解' },
  { id: 3, label: 'ありがとう' },
  { id: 4, label: 'お疲れさま' },
  { id: 5, label: 'おはよう' },
  { id: 6, label: 'お願いします' },
  { id: 7, label: '確認中' },
  { id: 8, label: '完了' },
  { id: 9, label: '遅れます' },
  { id: 10, label: 'すみません' },
  { id: 11, label: '安全第一' },
  { id: 12, label: 'いいね' },
] as const;
export const STAMP_PICKER_SIZE = { width: 420, height: 250 } as const;
export const stampLabel = (id: number): string => STAMPS.find((s) => s.id === id)?.label ?? `スタンプ ${id}`;

/** Minutes worked: end less start less rest, never below 0 (a working-time message's total). */
export const workingMinutes = (start: string, end: string, restMinutes: number): number => {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return Math.max(0, toMin(end) - toMin(start) - restMinutes);
};

/** '8時間30分' for a working-time message. */
export const formatWorkingMinutes = (minutes: number): string => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h}時間` : `${h}時間${m}分`;
};
