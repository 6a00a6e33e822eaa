import {
  FORBIDDEN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
  ZForbiddenError,
  ZServerError,
  ZSessionExpiredError,
  ZValidationError,
} from '../schemas/errors.ts';

/** The wire body the server writes for a status (schemas/errors.ts), for stories and tests. */
export const defaultErrorBody = (status: number): unknown => {
  if (status === 403) return { detail: [FORBIDDEN_MESSAGE] };
  if (status === 422)
    return { message: VALIDATION_FAILED_MESSAGE, errors: { name1: ['氏名(姓)を入力してください'] } };
  if (status === 419) return { message: SESSION_EXPIRED_MESSAGE };
  if (status === 404) return { message: 'データが見つかりませんでした。' };
  return { message: 'サーバーでエラーが発生しました。', errors: ['サーバーでエラーが発生しました。'] };
};

const schemaFor = (status: number) => {
  if (status === 403) return ZForbiddenError;
  if (status === 422) return ZValidationError;
  if (status === 419) return ZSessionExpiredError;
  return ZServerError;
};

/** A mocked error body must have the wire shape the server writes, or the story lies. */
export const checkErrorBody = (name: string, status: number, body: unknown): unknown => {
  const parsed = schemaFor(status).safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `mock.error("${name}", ${status}): body does not match the ${status} wire shape: ${parsed.error.message}`,
    );
  }
  return body;
};
