import {
  FORBIDDEN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type TNestedErrors,
  VALIDATION_FAILED_MESSAGE,
  ZForbiddenError,
  ZNestedErrors,
  ZServerError,
  ZSessionExpiredError,
  ZValidationError,
} from '../schemas/errors.ts';
import { type ApiFailure, CLIENT_MESSAGES, failure } from './result.ts';

export type FlatErrors = { messages: string[]; fieldErrors: Record<string, string> };

/**
 * Flattens nested field errors (`{ rows: { 0: { name1: ['…'] } } }`) into the
 * list of messages and a map of the first message per dotted path, so a form
 * can show each message beside its field (talk §8: 422 flattened to strings).
 */
export const flattenErrors = (errors: TNestedErrors, prefix = ''): FlatErrors => {
  const messages: string[] = [];
  const fieldErrors: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) {
      messages.push(...value);
      const first = value[0];
      if (first !== undefined) fieldErrors[path] = first;
    } else {
      const nested = flattenErrors(value, path);
      messages.push(...nested.messages);
      Object.assign(fieldErrors, nested.fieldErrors);
    }
  }
  return { messages, fieldErrors };
};

const fromServerError = (status: number, body: unknown): FlatErrors => {
  const parsed = ZServerError.safeParse(body);
  if (parsed.success) {
    const { errors, message } = parsed.data;
    if (Array.isArray(errors) && errors.length > 0) return { messages: errors, fieldErrors: {} };
    if (typeof errors === 'string' && errors) return { messages: [errors], fieldErrors: {} };
    if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
      const flat = flattenErrors(errors);
      if (flat.messages.length > 0) return flat;
    }
    if (message) return { messages: [message], fieldErrors: {} };
  }
  return { messages: [status === 404 ? CLIENT_MESSAGES.notFound : CLIENT_MESSAGES.server], fieldErrors: {} };
};

/**
 * Turns an error response into the normalised failure of talk §8 and core §8:
 * 403 → the server's detail list; 422 → nested errors flattened (plus field
 * errors for forms); 419 → the session-expired message; anything else → the
 * server's own errors passed through.
 */
export const normaliseHttpError = (status: number, body: unknown): ApiFailure => {
  if (status === 403) {
    const parsed = ZForbiddenError.safeParse(body);
    const detail = parsed.success ? parsed.data.detail : [];
    return failure('Http', status, detail.length > 0 ? detail : [FORBIDDEN_MESSAGE], {}, body);
  }
  if (status === 422) {
    const parsed = ZValidationError.safeParse(body);
    if (parsed.success) {
      const flat = flattenErrors(parsed.data.errors);
      const messages =
        flat.messages.length > 0 ? flat.messages : [parsed.data.message || VALIDATION_FAILED_MESSAGE];
      return failure('Http', status, messages, flat.fieldErrors, body);
    }
    const loose = ZNestedErrors.safeParse(body);
    if (loose.success) {
      const flat = flattenErrors(loose.data);
      if (flat.messages.length > 0) return failure('Http', status, flat.messages, flat.fieldErrors, body);
    }
    // A 422 without field errors (e.g. the login family's `{ status, message }` for a stale reset link)
    // still carries the server's own sentence, which says more than the generic one.
    const withMessage = ZServerError.safeParse(body);
    if (withMessage.success && withMessage.data.message) {
      return failure('Http', status, [withMessage.data.message], {}, body);
    }
    return failure('Http', status, [VALIDATION_FAILED_MESSAGE], {}, body);
  }
  if (status === 419) {
    const parsed = ZSessionExpiredError.safeParse(body);
    const message = parsed.success && parsed.data.message ? parsed.data.message : SESSION_EXPIRED_MESSAGE;
    return failure('Http', status, [message], {}, body);
  }
  const flat = fromServerError(status, body);
  return failure('Http', status, flat.messages, flat.fieldErrors, body);
};
