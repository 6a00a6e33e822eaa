/**
 * Why a call failed. `Http` means the server answered with an error status;
 * the others mean no usable answer arrived (talk §8: a cancelled request is
 * 'Canceled', a download with no response status is 'Network Interruption').
 * `InvalidRequest` is raised before sending, when the request does not match
 * the entry's own schemas (the server would have answered 422 to it).
 */
export type FailureReason =
  | 'Canceled'
  | 'Network Interruption'
  | 'Timeout'
  | 'Http'
  | 'InvalidResponse'
  | 'InvalidRequest';

export type ApiSuccess<T> = { readonly ok: true; readonly status: number; readonly data: T };

export type ApiFailure = {
  readonly ok: false;
  /** The HTTP status; 0 when no response arrived (cancel, time-out, network). */
  readonly status: number;
  /** Japanese messages for the user, already normalised (talk §8). */
  readonly messages: string[];
  /** For forms: the first message per dotted field path (`rows.0.name1`). */
  readonly fieldErrors: Record<string, string>;
  readonly reason: FailureReason;
  /** The server's error body as it arrived, when there was one. */
  readonly body?: unknown;
};

/** The one result type of every call. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** User-facing messages for failures where the server said nothing. */
export const CLIENT_MESSAGES = {
  canceled: '通信がキャンセルされました。',
  timeout: '通信がタイムアウトしました。時間をおいて再度お試しください。',
  network: '通信が中断されました。電波の良い場所で再度お試しください。',
  invalidResponse: 'サーバーからの応答を読み取れませんでした。',
  invalidRequest: 'リクエストの内容に誤りがあります。',
  server: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
  notFound: 'データが見つかりませんでした。',
} as const;

export const failure = (
  reason: FailureReason,
  status: number,
  messages: string[],
  fieldErrors: Record<string, string> = {},
  body?: unknown,
): ApiFailure =>
  body === undefined
    ? { ok: false, status, messages, fieldErrors, reason }
    : { ok: false, status, messages, fieldErrors, reason, body };
