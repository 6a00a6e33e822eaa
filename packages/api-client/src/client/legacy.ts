import type { FailureConvention } from '../catalogue/define.ts';
import type { ApiFailure, ApiResult } from './result.ts';

/**
 * What each family's data hook handed back on failure in the original product
 * (talk §8, core §7–§8). The client always returns an ApiResult; these shapes
 * exist so a hook can keep a screen's expectations while migrating.
 */
export type LegacyFailure = {
  /** Most reads: `false`. */
  false: false;
  /** Daily and project calls. */
  'success-false': { success: false; status: number; messages: string[] };
  /** Login and SMS: the HTTP status, 500 when none arrived. */
  status: { status: number; messages: string[]; fieldErrors: Record<string, string> };
  /** Admin user, contact person and news admin writes: the server's errors and a message from them. */
  'status-errors': { status: false; errors: unknown; message: string };
  /** Contract writes: the error body itself. */
  'error-body': Record<string, unknown>;
  /** Photo and album writes. */
  'status-500': { status: 500; messages: string[] };
};

const errorsOf = (failed: ApiFailure): unknown => {
  const body = failed.body;
  if (body && typeof body === 'object' && 'errors' in body) return body.errors;
  if (body && typeof body === 'object' && 'detail' in body) return body.detail;
  return failed.messages;
};

/** The failure shape of a convention, for a failed result. */
export const legacyFailure = <F extends FailureConvention>(
  failed: ApiFailure,
  convention: F,
): LegacyFailure[F] => {
  const shapes: { [K in FailureConvention]: () => LegacyFailure[K] } = {
    false: () => false,
    'success-false': () => ({ success: false, status: failed.status, messages: failed.messages }),
    status: () => ({
      status: failed.status || 500,
      messages: failed.messages,
      fieldErrors: failed.fieldErrors,
    }),
    'status-errors': () => ({ status: false, errors: errorsOf(failed), message: failed.messages.join('\n') }),
    'error-body': () =>
      failed.body && typeof failed.body === 'object' && !Array.isArray(failed.body)
        ? (failed.body as Record<string, unknown>)
        : { message: failed.messages.join('\n') },
    'status-500': () => ({ status: 500, messages: failed.messages }),
  };
  return shapes[convention]();
};

/** The data on success, otherwise the convention's failure shape. */
export const toLegacy = <T, F extends FailureConvention>(
  result: ApiResult<T>,
  convention: F,
): T | LegacyFailure[F] => (result.ok ? result.data : legacyFailure(result, convention));
