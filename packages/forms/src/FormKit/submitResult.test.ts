import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, failureMessages, UNKNOWN_FAILURE_MESSAGE } from './submitResult.ts';

type Values = { email: string; password: string };

describe('applyServerErrors', () => {
  it('puts field errors on known fields and focuses the first one', () => {
    const setError = vi.fn();
    const rest = applyServerErrors<Values>(
      {
        ok: false,
        messages: [],
        fieldErrors: { email: 'メールアドレスに誤りがあります', password: ['短すぎます', '二つ目'] },
      },
      ['email', 'password'],
      setError,
    );
    expect(rest).toEqual([]);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'メールアドレスに誤りがあります' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: '短すぎます' },
      { shouldFocus: false },
    );
  });

  it('keeps errors of fields the form does not show as form-level messages, once each', () => {
    const setError = vi.fn();
    const rest = applyServerErrors<Values>(
      {
        ok: false,
        messages: ['入力内容に誤りがあります。'],
        fieldErrors: { 'rows.0.name1': '入力内容に誤りがあります。' },
      },
      ['email', 'password'],
      setError,
    );
    expect(rest).toEqual(['入力内容に誤りがあります。']);
    expect(setError).not.toHaveBeenCalled();
  });

  it('does not repeat in the alert a message already shown under its field', () => {
    const rest = applyServerErrors<Values>(
      {
        ok: false,
        messages: ['メールアドレスに誤りがあります', '入力内容を確認してください'],
        fieldErrors: { email: 'メールアドレスに誤りがあります' },
      },
      ['email', 'password'],
      vi.fn(),
    );
    expect(rest).toEqual(['入力内容を確認してください']);
  });

  it('falls back to a generic message when the failure says nothing', () => {
    expect(applyServerErrors<Values>({ ok: false }, ['email'], vi.fn())).toEqual([UNKNOWN_FAILURE_MESSAGE]);
  });
});

describe('failureMessages', () => {
  it('lists form and field messages once each', () => {
    expect(
      failureMessages({
        ok: false,
        messages: ['入力内容に誤りがあります。', '携帯電話番号に誤りがあります'],
        fieldErrors: { tel_number: '携帯電話番号に誤りがあります', other: ['二つ目'] },
      }),
    ).toEqual(['入力内容に誤りがあります。', '携帯電話番号に誤りがあります', '二つ目']);
  });

  it('falls back to the generic message', () => {
    expect(failureMessages({ ok: false, fieldErrors: { a: [] } })).toEqual([UNKNOWN_FAILURE_MESSAGE]);
  });
});
