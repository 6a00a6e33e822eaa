import { describe, expect, it } from 'vitest';
import {
  APPEND_INIT_PIECES_PC,
  ZAppendInitDataQuery,
  ZAuthFailure,
  ZLoginEmailRequest,
  ZPasswordResetRequest,
  ZSmsLoginRequest,
} from '../schemas/user.ts';
import { userEndpoints } from './user.ts';

const PUBLIC = [
  'login_pc',
  'login_sp',
  'sms_request',
  'sms_login',
  'sms_request_again',
  'qrLogin',
  'verify_tel_number',
  'password_reset',
  'password_reset_request',
  'verify_auth_number',
];

describe('user catalogue', () => {
  it('marks exactly the pre-login calls public, with the status failure convention', () => {
    const publicNames = Object.entries(userEndpoints)
      .filter(([, entry]) => 'public' in entry && entry.public)
      .map(([name]) => name);
    expect(publicNames.sort()).toEqual([...PUBLIC].sort());
    for (const name of publicNames)
      expect(userEndpoints[name as keyof typeof userEndpoints].failure).toBe('status');
  });
});

describe('user request schemas', () => {
  it('gives the spec’s Japanese messages for bad login input', () => {
    const messages = (input: unknown) =>
      ZLoginEmailRequest.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ email: '', password: '' })).toContain('メールアドレスを入力してください');
    expect(messages({ email: '', password: '' })).toContain('パスワードを入力してください');
    expect(messages({ email: 'taro😀@example.jp', password: 'secret1' })).toContain('絵文字は入力できません');
    expect(messages({ email: 'taro@', password: 'secret1' })).toContain('メールアドレスに誤りがあります');
    expect(messages({ email: 'taro@example.jp', password: 'abc' })).toEqual([
      'Min 6: 6文字以上を入力してください',
    ]);
    expect(messages({ email: 'taro@example.jp', password: 'abcdef' })).toEqual([]);
  });

  it('normalises the phone number of an SMS login', () => {
    const parsed = ZSmsLoginRequest.parse({ tel_number: '+81-90-1234-5678', auth_number: '123456' });
    expect(parsed.tel_number).toBe('09012345678');
    expect(ZSmsLoginRequest.safeParse({ tel_number: '090-1234-5678', auth_number: '12345' }).success).toBe(
      false,
    );
  });

  it('refuses a password reset whose confirmation differs', () => {
    const base = { token: 't0k3n', email: 'taro@example.jp', password: 'newpass1' };
    expect(ZPasswordResetRequest.safeParse({ ...base, password_confirmation: 'newpass1' }).success).toBe(
      true,
    );
    const error = ZPasswordResetRequest.safeParse({ ...base, password_confirmation: 'other' }).error;
    expect(error?.issues[0]?.path).toEqual(['password_confirmation']);
  });

  it('describes a failed login as a status object', () => {
    expect(ZAuthFailure.parse({ status: 401, message: 'x' }).status).toBe(401);
  });

  it('reads the appended init data pieces as an array or joined by commas, and refuses unknown ones', () => {
    expect(ZAppendInitDataQuery.parse({ pieces: [...APPEND_INIT_PIECES_PC] }).pieces).toHaveLength(5);
    expect(ZAppendInitDataQuery.parse({ pieces: 'TalkBadge,DailyBadge' }).pieces).toEqual([
      'TalkBadge',
      'DailyBadge',
    ]);
    expect(ZAppendInitDataQuery.safeParse({ pieces: 'TalkBadge,Unknown' }).success).toBe(false);
    expect(ZAppendInitDataQuery.safeParse({ pieces: '' }).success).toBe(false);
  });
});
