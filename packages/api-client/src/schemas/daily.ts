import {
  boundedInt,
  boundedList,
  boundedNumber,
  DAILY_APPROVAL,
  DAILY_CONFIRM_REQUEST,
  DAILY_PARTNERS_MAX,
  DAILY_PHOTO_LIMITS,
  DAILY_TEXT_MAX,
  dailyTextSchema,
  INPUT_MESSAGE,
  LIMITS,
  latitudeInput,
  longitudeInput,
  PARTNER_WORKER_COUNT_MAX,
  partnerCompanyNameSchema,
  weatherLabelSchema,
  workContentSchema,
} from '@genba/validators';
import { z } from 'zod';
import { ZAlbumPhoto } from './album.ts';
import { ZAttendanceRecord, ZWorkDetail } from './attendance.ts';
import { ZChatMessage, ZClockTime } from './chat.ts';
import { ZFlag, ZRestMinutes, ZWireDate, ZWireDateTime, ZWireId, zId, zInt } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * Daily reports (talk §3, §4). The spec shows only part of the payload: a `daily` list of entries,
 * each with delete_attendance_record_work_details and client-side buildingPictures, and
 * temperature/humidity sent as null when empty. The rest is designed from the daily screens:
 * weather, attendance times, work details, photos and a free memo.
 */

/** Daily approval (talk §4): 5 confirmed; 0 stands for not confirmed. */
export const ZDailyApproval = lazySchema(() =>
  z.union([z.literal(0), z.literal(DAILY_APPROVAL.confirmed)], {
    error: INPUT_MESSAGE.choice,
  }),
);
/** Free-text limit of a daily (DAILY_TEXT_MAX of @genba/validators). */
export { DAILY_TEXT_MAX };

export const ZDailyWeather = lazySchema(() =>
  z.object({
    /** Weather label as shown, e.g. '晴れ', '曇り', '雨'. */
    weather: weatherLabelSchema.nullable(),
    temperature: boundedNumber({ min: -50, max: 60 }).nullable(),
    humidity: boundedNumber({ min: 0, max: 100 }).nullable(),
  }),
);
export type TDailyWeather = z.infer<typeof ZDailyWeather>;

export const ZWorkDetailInput = lazySchema(() =>
  z.object({
    id: zId.optional(),
    work_content: workContentSchema,
    start_time: ZClockTime.nullable(),
    end_time: ZClockTime.nullable(),
  }),
);

/** Workers of a partner company on site that day, with their count. */
export const ZPartnerWorkers = lazySchema(() =>
  z.object({
    company_name: partnerCompanyNameSchema,
    worker_count: boundedInt({ min: 1, max: PARTNER_WORKER_COUNT_MAX }),
  }),
);
export type TPartnerWorkers = z.infer<typeof ZPartnerWorkers>;

/** One entry of the `daily` list as sent. */
export const ZDailyEntryInput = lazySchema(() =>
  ZDailyWeather.extend({
    /** Present when updating an existing daily. */
    id: zId.optional(),
    attendance_field_id: zId,
    member_id: zId,
    daily_date: ZWireDate,
    attendance_start: ZClockTime.nullable(),
    leave_work: ZClockTime.nullable(),
    rest_minutes: ZRestMinutes.default(0),
    work_contents: dailyTextSchema.default(''),
    memo: dailyTextSchema.default(''),
    attendance_record_work_details: boundedList(ZWorkDetailInput, { max: LIMITS.workDetails }).default([]),
    /** Ids of work details removed in the form (talk §3: default empty). */
    delete_attendance_record_work_details: boundedList(zId).default([]),
    /**
     * Designed: album photos attached to the daily (at most DAILY_PHOTO_LIMITS.maxPhotos, photos of
     * this daily's site). buildingPictures are removed before sending and uploaded through storeAlbum
     * first (talk §3); an update replaces the list.
     */
    picture_ids: boundedList(zId, { max: DAILY_PHOTO_LIMITS.maxPhotos }).default([]),
    /** Designed: the company's members on site that day besides the writer. */
    site_member_ids: boundedList(zId, { max: 100 }).default([]),
    /** Designed: partner workers on site with their counts. */
    partner_workers: boundedList(ZPartnerWorkers, { max: DAILY_PARTNERS_MAX }).default([]),
  }),
);
export type TDailyEntryInput = z.input<typeof ZDailyEntryInput>;

/** The `daily` list as sent; build it with toDailyPayload (@genba/validators), which applies the talk §3 rules. */
export const ZDailyListRequest = lazySchema(() =>
  z.object({ daily: boundedList(ZDailyEntryInput, { min: 1, max: 100 }) }),
);

/** A stored daily report. */
export const ZDailyReport = lazySchema(() =>
  ZDailyWeather.extend({
    id: ZWireId,
    attendance_field_id: ZWireId,
    case_name: z.string(),
    member_id: ZWireId,
    member_name: z.string(),
    daily_date: ZWireDate,
    work_contents: z.string(),
    memo: z.string(),
    attendance: ZAttendanceRecord.nullable(),
    work_details: z.array(ZWorkDetail),
    site_members: z.array(z.object({ member_id: ZWireId, name: z.string() })),
    partner_workers: z.array(ZPartnerWorkers),
    /**
     * Designed: the attached album photos, in the order attached; hidden album photos (del_flg) drop
     * out. Empty for a reader who sees the daily but not its site (office managers off the site).
     */
    pictures: z.array(ZAlbumPhoto),
    approval_status: ZDailyApproval,
    confirm_member_name: z.string().nullable(),
    /** Registered by another member on this member's behalf (proxyRegist). */
    proxy_member_name: z.string().nullable(),
    /** Someone holds the editing lock (editing-post) and has not released it. */
    editing_member_name: z.string().nullable(),
    regist_datetime: ZWireDateTime,
    update_datetime: ZWireDateTime.nullable(),
  }),
);
export type TDailyReport = z.infer<typeof ZDailyReport>;

/** Daily and project calls answer `{ success: true, ... }` and fail as `{ success: false }` (talk §8). */
const ok = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), ...shape });

export const ZDailyManagementQuery = lazySchema(() =>
  z.object({
    date_from: ZWireDate,
    date_to: ZWireDate,
    attendance_field_id: zId.optional(),
    member_id: zId.optional(),
    office_id: zId.optional(),
    approval_status: zInt.pipe(ZDailyApproval).optional(),
  }),
);
export const ZDailiesResponse = lazySchema(() => ok({ dailies: z.array(ZDailyReport) }));
export const ZDailyManagementResponse = lazySchema(() =>
  ok({
    dailies: z.array(ZDailyReport),
    total: z.number().int().nonnegative(),
  }),
);
export const ZDailyResponse = lazySchema(() => ok({ daily: ZDailyReport }));
export const ZDailyOk = lazySchema(() => ok({}));

export const ZDailyConfirmRequest = lazySchema(() =>
  z.object({
    daily_ids: boundedList(zId, { min: 1 }),
    /** DAILY_CONFIRM_REQUEST: 1 confirm, 0 unconfirm. */
    confirm: z.union([z.literal(DAILY_CONFIRM_REQUEST.unconfirm), z.literal(DAILY_CONFIRM_REQUEST.confirm)], {
      error: INPUT_MESSAGE.flag,
    }),
  }),
);
export const ZPostBbsMessageRequest = lazySchema(() => z.object({ daily_id: zId, chatroom_id: zId }));
export const ZPostBbsMessageResponse = lazySchema(() => ok({ message: ZChatMessage }));

/** The editing lock: one member edits a daily at a time. */
export const ZDailyEditingRequest = lazySchema(() => z.object({ daily_id: zId }));
export const ZDailyEditingResponse = lazySchema(() =>
  ok({
    /** Another member already editing; null when the lock is now the caller's. */
    editing_member_name: z.string().nullable(),
  }),
);

export const ZCopyPreviousDailyQuery = lazySchema(() =>
  z.object({
    attendance_field_id: zId,
    member_id: zId,
    daily_date: ZWireDate,
  }),
);
export const ZCopyPreviousDailyResponse = lazySchema(() => ok({ daily: ZDailyReport.nullable() }));

export const ZExistsAttendanceQuery = lazySchema(() => z.object({ member_id: zId, work_date: ZWireDate }));
export const ZExistsAttendanceResponse = lazySchema(() =>
  ok({
    exists: z.boolean(),
    attendance_field_id: ZWireId.nullable(),
  }),
);

export const ZDailyProject = lazySchema(() =>
  z.object({
    attendance_field_id: ZWireId,
    chatroom_id: ZWireId.nullable(),
    case_name: z.string(),
    office_id: ZWireId.nullable(),
    /** Designed: the site's position (projects' coordinates), for the weather; null when not geocoded. */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
);
export type TDailyProject = z.infer<typeof ZDailyProject>;
export const ZDailyProjectsResponse = lazySchema(() => ok({ projects: z.array(ZDailyProject) }));

export const ZWeatherLocationQuery = lazySchema(() =>
  z.object({
    lat: latitudeInput,
    lon: longitudeInput,
  }),
);
export const ZWeatherLocationResponse = lazySchema(() => ok({ weather: ZDailyWeather }));

export const ZCheckProjectDailyQuery = lazySchema(() =>
  z.object({ attendance_field_id: zId, daily_date: ZWireDate }),
);
export const ZCheckProjectDailyResponse = lazySchema(() =>
  ok({ exists: z.boolean(), daily_ids: z.array(ZWireId) }),
);

export const ZDailyMessageDisplayRequest = lazySchema(() => z.object({ daily_message_display: ZFlag }));
