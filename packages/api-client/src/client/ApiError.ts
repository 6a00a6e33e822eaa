import type { ApiFailure, FailureReason } from './result.ts';

/**
 * A failed ApiResult as an exception, for code that needs to throw (TanStack
 * Query's queryFn and mutationFn, error boundaries). The message joins the
 * normalised Japanese messages so a toast can show it as it is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly reason: FailureReason;
  readonly messages: string[];
  readonly fieldErrors: Record<string, string>;
  readonly body: unknown;

  constructor(failed: ApiFailure) {
    super(failed.messages.join('\n'));
    this.status = failed.status;
    this.reason = failed.reason;
    this.messages = failed.messages;
    this.fieldErrors = failed.fieldErrors;
    this.body = failed.body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
