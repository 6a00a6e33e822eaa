import { VALIDATION_FAILED_MESSAGE } from '@genba/api-client/schemas';
import { HttpError } from './errors.ts';

export const INVALID_VALUE_MESSAGE = '入力された値が正しくありません。';

/** The SQLSTATE of a PostgreSQL error (node-postgres or PGlite), looked for through drizzle's wrapping causes. */
export const sqlState = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
};

/**
 * A database error caused by the request's values rather than by the server:
 * class 22 (data exception: an integer out of range such as 2147483648, a NUL
 * character in text, an invalid number or date) and class 23 (a constraint
 * the values break). Such a request is answered 422 in the catalogue's shape,
 * like a schema failure, and never 500. Other database errors stay 500.
 */
export const inputErrorFromDatabase = (error: unknown): HttpError | undefined => {
  const state = sqlState(error);
  if (state === undefined || !(state.startsWith('22') || state.startsWith('23'))) return undefined;
  return new HttpError(422, { message: VALIDATION_FAILED_MESSAGE, errors: { _: [INVALID_VALUE_MESSAGE] } });
};
