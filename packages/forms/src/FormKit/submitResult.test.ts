import { describe, expect, it, vi } from 'vitest';
import {
  applyServerErrors,
  failureMessages,
  renameFieldErrors,
  UNKNOWN_FAILURE_MESSAGE,
} from './submitResult.ts';

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

describe('renameFieldErrors', () => {
  const toTarget = (name: string) => (name === 'field_id' ? 'target' : name);

  it("renames the server's field names and keeps the rest of the failure", () => {
    const renamed = renameFieldErrors(
      {
        ok: false,
        messages: ['現場が見つかりません'],
        fieldErrors: { field_id: '現場が見つかりません', 'invitations.0.email': 'x' },
      },
      toTarget,
    );
    expect(renamed).toEqual({
      ok: false,
      messages: ['現場が見つかりません'],
      fieldErrors: { target: '現場が見つかりません', 'invitations.0.email': 'x' },
    });
  });

  it('passes a success, an empty result and a failure without field errors through as they are', () => {
    const success = { ok: true } as const;
    const bare = { ok: false, messages: ['通信に失敗しました'] } as const;
    expect(renameFieldErrors(success, toTarget)).toBe(success);
    expect(renameFieldErrors(undefined, toTarget)).toBeUndefined();
    expect(renameFieldErrors(bare, toTarget)).toBe(bare);
  });
});
