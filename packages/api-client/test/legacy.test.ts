import { describe, expect, it } from 'vitest';
import { type ApiResult, flattenErrors, normaliseHttpError, toLegacy } from '../src/client/index.ts';

const ok: ApiResult<{ id: number }> = { ok: true, status: 200, data: { id: 1 } };
const invalid = normaliseHttpError(422, {
  message: '入力内容に誤りがあります。',
  errors: { email: ['メールアドレスに誤りがあります'] },
});
const network: ApiResult<{ id: number }> = {
  ok: false,
  status: 0,
  reason: 'Network Interruption',
  messages: ['通信が中断されました。'],
  fieldErrors: {},
};

describe('toLegacy reproduces each family failure convention (talk §8)', () => {
  it('returns the data on success whatever the convention', () => {
    expect(toLegacy(ok, 'false')).toEqual({ id: 1 });
    expect(toLegacy(ok, 'status-500')).toEqual({ id: 1 });
  });

  it('reads return false; daily and project calls success:false', () => {
    expect(toLegacy(invalid, 'false')).toBe(false);
    expect(toLegacy(invalid, 'success-false')).toEqual({
      success: false,
      status: 422,
      messages: ['メールアドレスに誤りがあります'],
    });
  });

  it('login and SMS carry the HTTP status, 500 when none arrived', () => {
    expect(toLegacy(invalid, 'status')).toMatchObject({ status: 422 });
    expect(toLegacy(network, 'status')).toMatchObject({ status: 500 });
  });

  it("admin writes give status false with the server's errors; contracts the error body", () => {
    expect(toLegacy(invalid, 'status-errors')).toEqual({
      status: false,
      errors: { email: ['メールアドレスに誤りがあります'] },
      message: 'メールアドレスに誤りがあります',
    });
    expect(toLegacy(invalid, 'error-body')).toEqual({
      message: '入力内容に誤りがあります。',
      errors: { email: ['メールアドレスに誤りがあります'] },
    });
    expect(toLegacy(network, 'error-body')).toEqual({ message: '通信が中断されました。' });
  });

  it('photo and album writes give status 500', () => {
    expect(toLegacy(invalid, 'status-500')).toEqual({
      status: 500,
      messages: ['メールアドレスに誤りがあります'],
    });
  });
});

describe('normaliser edge cases', () => {
  it('flattens deep nesting in order', () => {
    expect(flattenErrors({ a: ['1'], b: { c: { d: ['2', '3'] } } })).toEqual({
      messages: ['1', '2', '3'],
      fieldErrors: { a: '1', 'b.c.d': '2' },
    });
  });

  it('falls back to Japanese defaults when the body says nothing', () => {
    expect(normaliseHttpError(403, null).messages).toEqual(['この操作を行う権限がありません。']);
    expect(normaliseHttpError(422, 'oops').messages).toEqual(['入力内容に誤りがあります。']);
    expect(normaliseHttpError(419, undefined).messages).toEqual(['認証が切れました']);
    expect(normaliseHttpError(404, undefined).messages).toEqual(['データが見つかりませんでした。']);
    expect(normaliseHttpError(500, { errors: '処理に失敗しました' }).messages).toEqual([
      '処理に失敗しました',
    ]);
  });
});
