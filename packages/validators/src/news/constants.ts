/*
 * The news enumerations alone, without the zod rules: the talk pop-up's schema (ZTalkNewsItem)
 * is in /talk's first load, and importing rules.ts would bring its module-scope schemas along.
 */
export const NEWS_TYPES = ['notice', 'invitation', 'maintenance'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];
export const NEWS_TARGETS = ['all', 'pc', 'sp'] as const;
export type NewsTarget = (typeof NEWS_TARGETS)[number];
