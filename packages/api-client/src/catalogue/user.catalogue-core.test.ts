import { describe, expect, it } from 'vitest';
import { userFixtures } from '../fixtures/user.ts';
import {
  ZAuthFailure,
  ZLoginEmailRequest,
  ZPasswordResetRequest,
  ZSmsLoginRequest,
} from '../schemas/user.ts';
import { TIMEOUTS } from './define.ts';
import { userEndpoints } from './user.ts';

/** [name, method, path, timeout] as talk §7 and §9 give them. */
const SPEC = [
  ['login_pc', 'POST', '/api/user/email/login_pc', TIMEOUTS.emailLogin],
  ['login_sp', 'POST', '/api/user/email/login_sp', TIMEOUTS.emailLogin],
  ['sms_request', 'POST', '/api/user/sms/request', 120_000],
  ['sms_login', 'POST', '/api/user/sms/login', 120_000],
  ['sms_request_again', 'POST', '/api/user/sms/request_again', 120_000],
  ['verify_tel_number', 'POST', '/api/user/sms/verify-tel-number', 120_000],
  ['password_reset', 'POST', '/api/password/reset', 120_000],
  ['verify_auth_number', 'POST', '/api/user/verify-auth-number', 120_000],
  ['init_data_sp', 'GET', '/api/user/init_data_sp', 120_000],
  ['init_data_pc', 'GET', '/api/user/pc/init_data_pc/{firstPathSegment}', 120_000],
  ['logout', 'POST', '/api/user/logout', 120_000],
  ['getAppendInitData', 'GET', '/api/user/getAppendInitData', 120_000],
  ['switch_user_company', 'PUT', '/api/user/switch_user_company', 120_000],
  ['update_login_company', 'PUT', '/api/user/update_login_company', 120_000],
  ['getAllEmail', 'GET', '/api/user/getAllEmail', 120_000],
  ['user_belong_officies', 'GET', '/api/user/user_belong_officies', 120_000],
  ['getUserData', 'GET', '/api/user/getUserData', 120_000],
  ['check_password', 'GET', '/api/user/email/check_password', 30_000],
  ['chekUserPassword', 'POST', '/api/user/chekUserPassword', 30_000],
  ['agree_terms', 'PUT', '/api/user/{id}', 120_000],
] as const;

const PUBLIC = [
  'login_pc',
  'login_sp',
  'sms_request',
  'sms_login',
  'sms_request_again',
  'verify_tel_number',
  'password_reset',
  'password_reset_request',
  'verify_auth_number',
];

describe('user catalogue', () => {
  it.each(SPEC)('%s is %s %s with a %d ms timeout', (name, method, path, timeout) => {
    const entry = userEndpoints[name];
    expect(entry.method).toBe(method);
    expect(entry.path).toBe(path);
    expect(entry.timeout).toBe(timeout);
  });

  it.each(Object.entries(userEndpoints))(
    'default fixture of %s parses with its response schema',
    (name, entry) => {
      const fixture = userFixtures[name as keyof typeof userFixtures]();
      expect(entry.response.safeParse(fixture).error).toBeUndefined();
    },
  );

  it('marks exactly the pre-login calls public, with the status failure convention', () => {
    const publicNames = Object.entries(userEndpoints)
      .filter(([, entry]) => 'public' in entry && entry.public)
      .map(([name]) => name);
    expect(publicNames.sort()).toEqual([...PUBLIC].sort());
    for (const name of publicNames)
      expect(userEndpoints[name as keyof typeof userEndpoints].failure).toBe('status');
  });

  it('has no two entries on the same method and path', () => {
    const keys = Object.values(userEndpoints).map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
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
});
