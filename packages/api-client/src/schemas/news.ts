import {
  NEWS_MESSAGE,
  NEWS_TARGETS,
  NEWS_TITLE_MAX,
  NEWS_TYPES,
  newsContentSchema,
  newsFilePathSchema,
  newsTargetSchema,
  newsTitleSchema,
  newsTypeSchema,
} from '@genba/validators';
import { z } from 'zod';
import { ZFlag, ZWireDateTime, ZWireId, zId } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * News (talk §3: id, news_title, news_file_path, news_type). The rest is designed from the
 * behaviour of talk §4: items are read, all-read or dismissed (un-popup) per member, html,
 * extensionless and invitation-type items open a detail page, others download the file
 * (newsOpenAction of @genba/validators, fed by newsOpenInput).
 */
export { NEWS_TARGETS, NEWS_TITLE_MAX, NEWS_TYPES };

const ZNewsBase = lazySchema(() =>
  z.object({
    id: ZWireId,
    news_title: z.string(),
    news_file_path: z.string().nullable(),
    news_type: z.enum(NEWS_TYPES),
    /** HTML body for the detail page; null for file-only items. */
    news_content: z.string().nullable(),
    target: z.enum(NEWS_TARGETS),
    /** Shown as a pop-up on login until dismissed. */
    popup_flg: ZFlag,
    publish_start: ZWireDateTime,
    publish_end: ZWireDateTime.nullable(),
    regist_datetime: ZWireDateTime,
  }),
);

/** A news item as a member sees it, with the member's own read and dismissed state. */
export const ZNews = lazySchema(() => ZNewsBase.extend({ readed: ZFlag, unpopup: ZFlag }));
export type TNews = z.infer<typeof ZNews>;

/** A news item in the administrator's list. */
export const ZAdminNews = lazySchema(() =>
  ZNewsBase.extend({
    create_member_name: z.string(),
    read_count: z.number().int().nonnegative(),
  }),
);
export type TAdminNews = z.infer<typeof ZAdminNews>;

/** Input of newsOpenAction (@genba/validators), which decides between detail page, download and native viewer. */
export const newsOpenInput = (news: Pick<TNews, 'news_type' | 'news_file_path'>) => ({
  news_file_path: news.news_file_path,
  isInvitation: news.news_type === 'invitation',
});

export const ZNewsListResponse = lazySchema(() =>
  z.object({
    news: z.array(ZNews),
    unread_count: z.number().int().nonnegative(),
  }),
);
export type TNewsListResponse = z.infer<typeof ZNewsListResponse>;
export const ZNewsIdRequest = lazySchema(() => z.object({ news_id: zId }));
export const ZReadAllNewsResponse = lazySchema(() =>
  z.object({
    success: z.boolean(),
    read_count: z.number().int().nonnegative(),
  }),
);
export const ZAdminNewsListResponse = lazySchema(() => z.object({ news: z.array(ZAdminNews) }));

export const ZAdminNewsRequest = lazySchema(() =>
  z
    .object({
      news_title: newsTitleSchema,
      news_type: newsTypeSchema,
      news_content: newsContentSchema.nullable(),
      news_file_path: newsFilePathSchema.nullable(),
      target: newsTargetSchema,
      popup_flg: ZFlag,
      publish_start: ZWireDateTime,
      publish_end: ZWireDateTime.nullable(),
    })
    .refine((v) => v.news_content !== null || v.news_file_path !== null, {
      message: NEWS_MESSAGE.bodyOrFile,
      path: ['news_content'],
    })
    .refine((v) => v.publish_end === null || v.publish_end > v.publish_start, {
      message: NEWS_MESSAGE.endAfterStart,
      path: ['publish_end'],
    }),
);
/** PUT /api/news/admin_news: the same payload with the item's id in the body. */
export const ZAdminNewsSaveRequest = lazySchema(() => ZAdminNewsRequest.and(z.object({ id: zId })));
export const ZAdminNewsResponse = lazySchema(() => z.object({ status: z.boolean(), data: ZAdminNews }));
