import { z } from 'zod';
import { boundedText } from '../input/bounds.ts';

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
