import {
  BUSINESS_HISTORY_LIMIT,
  boundedList,
  businessHistorySchema,
  NEIGHBOURHOOD_APPROACH_TYPES,
  OPERATION_CLASSES,
  REFERRAL_SALES_TYPES,
} from '@genba/validators';
import { z } from 'zod';
import { ZFlag, zDate, zFile, zNullableString } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * Business history (営業履歴) of a project, core §3. The calls are not shown
 * in the spec: they are designed in catalogue/project.ts.
 */

/** An attached file of an entry (stored through the storage adapter; downloaded by its own call). */
export const ZBusinessHistoryFile = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    size: z.number().int().min(0),
    content_type: z.string(),
    created_at: z.string(),
  }),
);
export type TBusinessHistoryFile = z.infer<typeof ZBusinessHistoryFile>;

/** One entry as the server answers it: the spec's fields, field_id/field_name naming the project. */
export const ZBusinessHistory = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    field_id: z.number().int().positive(),
    field_name: z.string(),
    operation_date: zDate,
    start_time: zNullableString,
    end_time: zNullableString,
    operation_class: z.enum(OPERATION_CLASSES),
    contact_person: zNullableString,
    /** The legacy 0/1 flag: 1 when the contact was a claim (クレーム). */
    claim_flg: ZFlag,
    memo: zNullableString,
    referral_sales_type: z.enum(REFERRAL_SALES_TYPES).nullable(),
    neighbourhood_approach_type: z.enum(NEIGHBOURHOOD_APPROACH_TYPES).nullable(),
    /** Who recorded it (null once that member is gone). */
    created_by_name: zNullableString,
    /** Attached files, oldest first. */
    files: boundedList(ZBusinessHistoryFile, { max: BUSINESS_HISTORY_LIMIT.filesPerEntry }),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type TBusinessHistory = z.infer<typeof ZBusinessHistory>;

/** A project's whole history, newest first (bounded per project, so no paging). */
export const ZBusinessHistoryListResponse = lazySchema(() =>
  z.object({
    data: boundedList(ZBusinessHistory, { max: BUSINESS_HISTORY_LIMIT.perProject }),
    total: z.number().int().min(0),
  }),
);
export type TBusinessHistoryListResponse = z.infer<typeof ZBusinessHistoryListResponse>;

/** Create and update: the rules of @genba/validators (day and class required, end after start). */
export const ZBusinessHistoryRequest = businessHistorySchema;
export type TBusinessHistoryRequest = z.input<typeof ZBusinessHistoryRequest>;

export const ZBusinessHistoryWriteResponse = lazySchema(() =>
  z.object({ success: z.literal(true), data: ZBusinessHistory }),
);
export type TBusinessHistoryWriteResponse = z.infer<typeof ZBusinessHistoryWriteResponse>;

/** Multipart { file }: one attachment (images, PDF, Word, Excel; 10 MB). */
export const ZBusinessHistoryFileUpload = lazySchema(() => z.object({ file: zFile }));
export type TBusinessHistoryFileUpload = z.input<typeof ZBusinessHistoryFileUpload>;

export const ZBusinessHistoryFileResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: ZBusinessHistoryFile,
  }),
);

/** A download's bytes (the client reads them as a Blob). */
export const ZBusinessHistoryFileBytes = lazySchema(() => z.instanceof(Blob));
