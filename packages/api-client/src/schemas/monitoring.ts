import {
  boundedInt,
  boundedText,
  choice,
  INPUT_MESSAGE,
  MONITORING_EVENT_KINDS,
  MONITORING_LIMITS,
} from '@genba/validators';
import { z } from 'zod';
import { lazySchema } from './lazySchema.ts';

/**
 * Error monitoring (talk §8, §9). The spec names the rules (sample rate,
 * ignored statuses, the 'Warning' prefix) but not the call; this shape is
 * designed here. Every field is bounded, since the call is reachable from a
 * public page: a report can never be larger than about 30 KB of text.
 */

/** Error texts and stacks span lines; names, paths and labels do not. */
const text = (max: number, multiline = false) => boundedText({ max, multiline });

/** An instant in UTC as Date.prototype.toISOString writes it ('2026-04-01T00:00:00.000Z'). */
const ZUtcInstant = lazySchema(() =>
  z
    .string({ error: INPUT_MESSAGE.dateTime })
    .max(30, { error: INPUT_MESSAGE.dateTime, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, '日時の形式に誤りがあります')
    // Date.parse rolls 2026-02-30 over to March: a real instant writes itself back the same.
    .refine((value) => {
      const date = new Date(value);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.slice(0, 19);
    }, '日時の形式に誤りがあります'),
);

/** Talk §9's step log: what the user did just before, newest last. */
export const ZMonitoringStep = lazySchema(() =>
  z.object(
    {
      at: ZUtcInstant,
      message: text(MONITORING_LIMITS.stepMessage, true),
    },
    { error: INPUT_MESSAGE.object },
  ),
);
export type TMonitoringStep = z.infer<typeof ZMonitoringStep>;

/** The API client's failure reasons (FailureReason), for a failed call. */
export const ZMonitoringApiReason = lazySchema(() =>
  choice(['Canceled', 'Network Interruption', 'Timeout', 'Http', 'InvalidResponse', 'InvalidRequest']),
);

/** The kinds a browser may send; 'server' is the server's own, never accepted from outside. */
export const ZClientErrorKind = lazySchema(() =>
  z
    .enum(MONITORING_EVENT_KINDS, { error: INPUT_MESSAGE.choice })
    .exclude(['server'], { error: INPUT_MESSAGE.choice }),
);

export const ZReportClientErrorRequest = lazySchema(() =>
  z.strictObject(
    {
      kind: ZClientErrorKind,
      message: boundedText({
        max: MONITORING_LIMITS.message,
        multiline: true,
        trim: true,
        required: 'エラーの内容を入力してください',
      }),
      /** The error's class name (TypeError, ApiError…). */
      name: text(MONITORING_LIMITS.name).optional(),
      stack: text(MONITORING_LIMITS.stack, true).optional(),
      /** The page's path, already redacted by redactPagePath (no query, no tokens). */
      page: text(MONITORING_LIMITS.page).regex(/^\//, 'ページのパスは / で始めてください'),
      /** For a failed call: the HTTP status (0 when no answer came), the entry's name and the client's reason. */
      status: boundedInt({ min: 0, max: 599 }).optional(),
      api: z
        .strictObject(
          {
            name: text(MONITORING_LIMITS.apiName).regex(/^\w+$/, '呼び出し名の形式に誤りがあります'),
            reason: ZMonitoringApiReason,
          },
          { error: INPUT_MESSAGE.object },
        )
        .optional(),
      /** The client version label (CLIENT_VERSION_LABEL, talk §9). */
      release: text(MONITORING_LIMITS.release),
      occurredAt: ZUtcInstant,
      steps: z
        .array(ZMonitoringStep, { error: INPUT_MESSAGE.list })
        .max(MONITORING_LIMITS.steps, { error: `操作履歴は${MONITORING_LIMITS.steps}件以下にしてください` }),
    },
    { error: INPUT_MESSAGE.object },
  ),
);
export type TReportClientErrorRequest = z.input<typeof ZReportClientErrorRequest>;

/** The id under which the event was recorded, or null when the rules dropped it on arrival. */
export const ZReportClientErrorResponse = lazySchema(() => z.object({ eventId: z.string().nullable() }));
export type TReportClientErrorResponse = z.infer<typeof ZReportClientErrorResponse>;
