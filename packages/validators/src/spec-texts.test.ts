/**
 * Every Japanese text the spec quotes, verbatim, and the export that carries
 * it. Templates ('{n}文字以下で入力してください') are filled with a number.
 */
import { describe, expect, it } from 'vitest';
import {
  CONTACT_PERSON_MESSAGE,
  downloadProgressMessage,
  EMPTY_STATE_MESSAGE,
  INVITATION_MESSAGE,
  LOGIN_MESSAGE,
  MEMBER_MESSAGE,
  PHONE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SIGN_UP_FORM_TITLE,
  SIGN_UP_MESSAGE,
  TEXT_MESSAGE,
  UNKNOWN_TAG_GROUP_NAME,
  UPLOAD_MESSAGE,
} from './index.ts';

describe('texts the spec quotes', () => {
  it.each([
    [SIGN_UP_FORM_TITLE, 'ご利⽤申し込みフォーム'],
    [EMPTY_STATE_MESSAGE.noData, 'データがありません'],
    [UNKNOWN_TAG_GROUP_NAME, '不明'],
    [SESSION_EXPIRED_MESSAGE, '認証が切れました'],
    [TEXT_MESSAGE.maxLength(20), '20文字以下で入力してください'],
    [TEXT_MESSAGE.digitCount(7), '7桁の数字で入力してください。'],
    [TEXT_MESSAGE.halfWidthDigits(), '半角数字で入力してください。'],
    [TEXT_MESSAGE.onlyHalfWidthDigits(), '半角数字以外は使用できません。'],
    [UPLOAD_MESSAGE.failedTitle, 'アップロード失敗'],
    [UPLOAD_MESSAGE.unsupported, '未サポートのファイルが含まれています。'],
    [UPLOAD_MESSAGE.noValidFiles, '有効なファイルがアップロードされていません。'],
    [MEMBER_MESSAGE.name1Required, '氏名(姓)を入力してください'],
    [MEMBER_MESSAGE.telInvalid, '携帯電話番号に誤りがあります'],
    [CONTACT_PERSON_MESSAGE.telInvalid, '携帯電話番号に誤りがあります'],
    [PHONE_MESSAGE.invalid, '正しい電話番号を入力してください。'],
    [SIGN_UP_MESSAGE.name1Required, 'お名前(姓)を入力してください。'],
    [SIGN_UP_MESSAGE.emailInvalid, '正しいメールアドレスを入力してください。'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  it('keeps the U+2F64 of the sign-up header', () => {
    expect(SIGN_UP_FORM_TITLE.codePointAt(2)).toBe(0x2f64);
  });

  it('has the login and invitation messages of talk §5', () => {
    expect(Object.values(LOGIN_MESSAGE)).toEqual(
      expect.arrayContaining([
        'メールアドレスを入力してください',
        '絵文字は入力できません',
        'メールアドレスに誤りがあります',
        'パスワードを入力してください',
        'Min 6: 6文字以上を入力してください',
      ]),
    );
    expect(Object.values(INVITATION_MESSAGE)).toEqual(
      expect.arrayContaining([
        'お名前(姓)を入力してください。',
        'お名前(姓)には20文字以下の文字列を指定してください。',
        '正しい電話番号を入力してください。',
        '正しいメールアドレスを入力してください。',
        '同じ電話番号は招待できません。',
        '同じメールアドレスは招待できません。',
      ]),
    );
    expect(downloadProgressMessage(2, 5)).toBe('ダウンロード中 2/5');
  });
});
