import {
  NEWS_MESSAGE,
  newsContentSchema,
  newsTargetSchema,
  newsTitleSchema,
  newsTypeSchema,
} from '@genba/validators';
import { z } from 'zod';

/*
 * Kept in @genba/forms, not in the validators' index: a schema built at module scope cannot be
 * tree-shaken, and the validators' shared chunk is in /talk's first load (its budget is full).
 * The rules it composes are the validators' own.
 */

export const NEWS_FORM_MESSAGE = {
  publishStart: '掲載開始日時を入力してください',
  dateTime: '日時の形式が正しくありません',
  filePath: 'ファイルのパスは / で始めてください',
} as const;

/** `YYYY-MM-DDTHH:mm` as a datetime-local input gives it. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The /admin/news form (talk §6 administrator news role): an HTML body or a file path, the
 * target device, the pop-up flag and the publishing period. The server applies the same
 * rules again on ZAdminNewsRequest.
 */
export const newsFormSchema = z
  .object({
    news_title: newsTitleSchema,
    news_type: newsTypeSchema,
    target: newsTargetSchema,
    popup: z.boolean(),
    news_content: newsContentSchema,
    news_file_path: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === '' || v.startsWith('/'), { error: NEWS_FORM_MESSAGE.filePath }),
    publish_start: z
      .string()
      .min(1, { error: NEWS_FORM_MESSAGE.publishStart, abort: true })
      .regex(LOCAL_DATE_TIME, NEWS_FORM_MESSAGE.dateTime),
    publish_end: z
      .string()
      .refine((v) => v === '' || LOCAL_DATE_TIME.test(v), { error: NEWS_FORM_MESSAGE.dateTime }),
  })
  .refine((v) => v.news_content.trim() !== '' || v.news_file_path !== '', {
    message: NEWS_MESSAGE.bodyOrFile,
    path: ['news_content'],
  })
  .refine((v) => v.publish_end === '' || v.publish_end > v.publish_start, {
    message: NEWS_MESSAGE.endAfterStart,
    path: ['publish_end'],
  });
export type NewsFormValues = z.input<typeof newsFormSchema>;
export type NewsFormOutput = z.output<typeof newsFormSchema>;

/** `2026-11-23T09:00` → the wire's `2026-11-23 09:00:00`, and back. */
export const localToWireDateTime = (value: string): string => `${value.replace('T', ' ')}:00`;
export const wireToLocalDateTime = (value: string): string => value.slice(0, 16).replace(' ', 'T');

/** The form's values as the admin_news request body. */
export const newsFormToRequest = (v: NewsFormOutput) => ({
  news_title: v.news_title,
  news_type: v.news_type,
  target: v.target,
  popup_flg: v.popup ? (1 as const) : (0 as const),
  news_content: v.news_content.trim() === '' ? null : v.news_content,
  news_file_path: v.news_file_path === '' ? null : v.news_file_path,
  publish_start: localToWireDateTime(v.publish_start),
  publish_end: v.publish_end === '' ? null : localToWireDateTime(v.publish_end),
});
