import {
  FORBIDDEN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type TForbiddenError,
  type TNestedErrors,
  type TValidationError,
  VALIDATION_FAILED_MESSAGE,
} from '@genba/api-client/schemas';

/**
 * A failure a handler (or the framework) answers with: the status and the
 * exact wire body. Throwing it ends the request; nothing after it runs.
 */
export class HttpError extends Error {
  /** Not Hono's status union: 419 is no standard code, but the product uses it. */
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;
  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** 403 `{ detail: string[] }` (core §8). */
export const forbidden = (...detail: string[]): HttpError =>
  new HttpError(403, { detail: detail.length ? detail : [FORBIDDEN_MESSAGE] } satisfies TForbiddenError);

/** 422 `{ message, errors }` nested by field path. */
export const validationFailed = (errors: TNestedErrors): HttpError =>
  new HttpError(422, { message: VALIDATION_FAILED_MESSAGE, errors } satisfies TValidationError);

/**
 * 419 `{ message: '認証が切れました' }`. The dead cookie is cleared with it, so
 * the browser stops sending it and later calls (the /logout page's) get 401.
 */
export const sessionExpired = (cookieName = 'genba_session'): HttpError =>
  new HttpError(
    419,
    { message: SESSION_EXPIRED_MESSAGE },
    { 'set-cookie': `${cookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax` },
  );

export const LOGIN_REQUIRED_MESSAGE = 'ログインしてください';
/** 401 when the request carries no session cookie at all. */
export const unauthenticated = (): HttpError => new HttpError(401, { message: LOGIN_REQUIRED_MESSAGE });

export const NOT_FOUND_MESSAGE = '対象のデータが見つかりません';
export const notFound = (message = NOT_FOUND_MESSAGE): HttpError => new HttpError(404, { message });

/**
 * 502 when an outside service (postal code, fax, weather, monitoring) failed. The client shows `errors`
 * (talk §8 passes them through), so they hold the sentence for the user; the provider's status, for the
 * log and support, goes in `provider_status` instead of in front of the user.
 */
export const providerFailed = (message: string, providerStatus: string | number): HttpError =>
  new HttpError(502, { message, errors: [message], provider_status: String(providerStatus) });

/** Login and SMS failures carry their status in the body too (catalogue ZAuthFailure). */
export const authFailure = (
  status: 401 | 404 | 422 | 429 | 500 | 403,
  message: string,
  headers: Record<string, string> = {},
): HttpError => new HttpError(status, { status, message }, headers);

/** The wire response of an HttpError. */
export const errorResponse = (error: HttpError): Response =>
  Response.json(error.body, { status: error.status, headers: error.headers });
