import { z } from 'zod';
import { boundedText, LIST_MAX } from '../input/bounds.ts';

/** Rules of the album requests (talk §3, §7): picture folders and tags. */
export const ALBUM_MESSAGE = {
  folderNameRequired: 'フォルダ名を入力してください',
} as const;

/** Folder name limit: not shown in the spec; 50 keeps it on one row of the album's folder group header. */
export const FOLDER_NAME_MAX = 50;

/** A picture folder's name: trimmed, required, at most 50 characters. */
export const folderNameSchema = boundedText({
  trim: true,
  required: ALBUM_MESSAGE.folderNameRequired,
  max: FOLDER_NAME_MAX,
});

/** The settings form of one folder: its name. */
export const folderFormSchema = z.object({ name: folderNameSchema });

/**
 * Sharing album photos into the site's talk (talk §7 shareFieldPhoto; designed: the spec shows the
 * payload, not the screen). One share is one photo message; 100 photos keep it one readable grid.
 */
export const ALBUM_SHARE = {
  maxPhotos: 100,
  action: 'トークに送信',
  confirmTitle: '写真をトークに送信',
  confirm: (count: number, caseName: string) =>
    `選択した写真${count}枚を「${caseName}」の現場トークに送信します。`,
  tooMany: (max: number) => `一度にトークに送信できる写真は${max}枚までです。`,
  sent: (count: number) => `写真${count}枚をトークに送信しました。`,
  failed: '写真をトークに送信できませんでした。',
  noneSelected: 'トークに送信する写真を選択してください。',
  severalSites: '一つの現場の写真だけを選択してください。',
} as const;

/**
 * Why the chosen photos cannot be shared to a talk room, or null: one share is one site's room,
 * at most ALBUM_SHARE.maxPhotos photos (the server refuses the rest again).
 */
export const albumShareBlocker = (fieldIds: readonly number[]): string | null => {
  if (fieldIds.length === 0) return ALBUM_SHARE.noneSelected;
  if (new Set(fieldIds).size > 1) return ALBUM_SHARE.severalSites;
  if (fieldIds.length > ALBUM_SHARE.maxPhotos) return ALBUM_SHARE.tooMany(ALBUM_SHARE.maxPhotos);
  return null;
};

/**
 * The edit panel's 適用 (talk §7 updatePicturesTag; designed: the spec shows the payload only). One
 * request carries at most `maxPhotos` ids, so that its body stays under the server's 64 KB default
 * whatever the ids (2,000 ids of 10 digits and two full tag lists are about 44 KB) and its one
 * transaction stays short; the album sends a larger selection in requests of this size, one after
 * another, and shows how far it got.
 */
export const ALBUM_TAG_EDIT = {
  maxPhotos: 2_000,
  progress: (done: number, total: number) =>
    `写真を更新しています（${done.toLocaleString('ja-JP')} / ${total.toLocaleString('ja-JP')}枚）`,
  updated: (count: number) => `${count.toLocaleString('ja-JP')}枚の写真を更新しました。`,
  /** A later request failed: the photos of the earlier ones stay changed. */
  partlyUpdated: (done: number, total: number) =>
    `${total.toLocaleString('ja-JP')}枚のうち${done.toLocaleString('ja-JP')}枚の写真を更新しました。`,
} as const;

/**
 * Hiding (削除, deletePictures): one request carries at most a bounded list's ids (LIST_MAX); the
 * album sends a larger selection in requests of this size, one after another, with its progress.
 */
export const ALBUM_HIDE = {
  maxPhotos: LIST_MAX,
  progress: (done: number, total: number) =>
    `写真を削除しています（${done.toLocaleString('ja-JP')} / ${total.toLocaleString('ja-JP')}枚）`,
  hidden: '写真を削除しました。',
  /** A later request failed: the photos of the earlier ones stay hidden. */
  partlyHidden: (done: number, total: number) =>
    `${total.toLocaleString('ja-JP')}枚のうち${done.toLocaleString('ja-JP')}枚の写真を削除しました。`,
} as const;
