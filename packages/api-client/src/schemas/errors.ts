import { SESSION_EXPIRED_MESSAGE } from '@genba/validators';
import { z } from 'zod';
import { lazySchema } from './lazySchema.ts';

/**
 * Error bodies on the wire (talk §8, core §8). The server writes exactly these
 * shapes; the client's normaliser reads them.
 */

/** 403: a detail list of the server's messages. */
export const ZForbiddenError = lazySchema(() => z.object({ detail: z.array(z.string()) }));
export type TForbiddenError = z.infer<typeof ZForbiddenError>;

/** Nested field errors mirroring the request's shape: `{ rows: { 0: { name1: ['…'] } } }`. */
export type TNestedErrors = { [key: string]: string[] | TNestedErrors };
export const ZNestedErrors: z.ZodType<TNestedErrors> = z.lazy(() =>
  z.record(z.string(), z.union([z.array(z.string()), ZNestedErrors])),
);

/** 422: validation failed; `errors` is nested by field path, messages in Japanese. */
export const ZValidationError = lazySchema(() => z.object({ message: z.string(), errors: ZNestedErrors }));
export type TValidationError = z.infer<typeof ZValidationError>;

/** 419: the session has expired. */
export const ZSessionExpiredError = lazySchema(() => z.object({ message: z.string() }));

/** Any other failure: the server's errors, passed through to the caller. */
export const ZServerError = lazySchema(() =>
  z.object({
    message: z.string().optional(),
    errors: z.union([z.array(z.string()), z.string(), ZNestedErrors]).optional(),
  }),
);
export type TServerError = z.infer<typeof ZServerError>;

/** 422 and 403 messages shared by server and client; 419's text is the spec's, kept in @genba/validators. */
export { SESSION_EXPIRED_MESSAGE };
export const VALIDATION_FAILED_MESSAGE = '入力内容に誤りがあります。';
export const FORBIDDEN_MESSAGE = 'この操作を行う権限がありません。';
