import { z } from 'zod';
import { maxChars } from '../internal/fields.ts';
import { optionalText, requiredText } from '../internal/schema.ts';
import { LIMITS } from '../limits/limits.ts';

/**
 * Core §5 name limits (characters): tag 32, tag group 20, task status name 10,
 * description 100, status memo 100, file name 255. "Description" sits with
 * the task status it describes.
 */
export const NAME_MESSAGE = {
  tagRequired: 'タグ名を入力してください。',
  tagGroupRequired: 'タググループ名を入力してください。',
  statusNameRequired: 'ステータス名を入力してください。',
  fileNameRequired: 'ファイル名を入力してください。',
  color: '色を選択してください。',
} as const;

export const tagSchema = z.object({ name: requiredText(NAME_MESSAGE.tagRequired, [maxChars(LIMITS.tag)]) });
export type Tag = z.infer<typeof tagSchema>;

export const tagGroupSchema = z.object({
  name: requiredText(NAME_MESSAGE.tagGroupRequired, [maxChars(LIMITS.tagGroup)]),
});
export type TagGroup = z.infer<typeof tagGroupSchema>;

export const taskStatusSchema = z.object({
  name: requiredText(NAME_MESSAGE.statusNameRequired, [maxChars(LIMITS.taskStatusName)]),
  description: optionalText([maxChars(LIMITS.description)]),
});
export type TaskStatusForm = z.infer<typeof taskStatusSchema>;

/** Core §3 project completion status `{ name, memo, color }`; the name shares the status-name limit (10). */
export const projectCompletionStatusSchema = z.object({
  name: requiredText(NAME_MESSAGE.statusNameRequired, [maxChars(LIMITS.taskStatusName)]),
  memo: optionalText([maxChars(LIMITS.statusMemo)]),
  color: optionalText([[(v) => /^#[0-9A-Fa-f]{6}$/.test(v), NAME_MESSAGE.color]]),
});
export type ProjectCompletionStatusForm = z.infer<typeof projectCompletionStatusSchema>;

export const fileNameSchema = z.object({
  filename: requiredText(NAME_MESSAGE.fileNameRequired, [maxChars(LIMITS.fileName)]),
});
export type FileName = z.infer<typeof fileNameSchema>;

/** Talk §3: tags in no group are collected under this group name. */
export const UNKNOWN_TAG_GROUP_NAME = '不明';

/**
 * Core §5: projects registered from a linked external system cannot be
 * partly edited. The caller passes whether the project came from one.
 */
export const canPartiallyEditProject = (p: { fromExternalSystem: boolean }): boolean => !p.fromExternalSystem;
