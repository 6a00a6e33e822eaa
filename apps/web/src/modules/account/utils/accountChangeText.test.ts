import { describe, expect, it } from 'vitest';
import { ACCOUNT_CHANGE_LABEL, accountChangeText } from './accountChangeText.ts';

describe('accountChangeText', () => {
  it('says what each core §4 status means for the address', () => {
    expect(accountChangeText({ status: 1, email: 'a@example.com' })).toContain('認証待ち');
    expect(accountChangeText({ status: 2, email: 'a@example.com' })).toContain('有効期限が切れました');
    expect(accountChangeText({ status: 3, email: 'a@example.com' })).toBe(
      'メールアドレスを a@example.com に変更しました。',
    );
    expect(ACCOUNT_CHANGE_LABEL).toEqual({ 1: '認証待ち', 2: '有効期限切れ', 3: '変更完了' });
  });
});
