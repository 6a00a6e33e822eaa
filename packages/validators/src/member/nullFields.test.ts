import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { createMemberFormSchema, MEMBER_MESSAGE } from './schema.ts';

// The API sends absent contact fields as null: they must read as empty, not as text.
describe('createMemberFormSchema with null fields', () => {
  const create = createMemberFormSchema({ workerListRequired: false, passwordRequired: true });
  const edit = createMemberFormSchema({ workerListRequired: false, passwordRequired: false });
  const base = {
    name1: '山田',
    login_type: 3,
    email: null,
    tel_number: null,
    password: null,
    password_confirmation: null,
  };

  it('asks for the e-mail, the phone and the password', () => {
    expect(issuesOf(create, base)).toEqual({
      email: [MEMBER_MESSAGE.emailRequired],
      tel_number: [MEMBER_MESSAGE.telRequired],
      password: [MEMBER_MESSAGE.passwordRequired],
    });
  });

  it('keeps the password when editing with both password fields null', () => {
    expect(issuesOf(edit, { ...base, email: 'yamada@example.jp', tel_number: '090-1234-5678' })).toEqual({});
  });

  it('compares a password with a null confirmation as a mismatch', () => {
    expect(
      issuesOf(edit, {
        ...base,
        email: 'yamada@example.jp',
        tel_number: '090-1234-5678',
        password: 'abc123',
      }),
    ).toEqual({ password_confirmation: [MEMBER_MESSAGE.passwordMismatch] });
  });

  it('reads a confirmation alone as a password being given', () => {
    expect(
      issuesOf(edit, {
        ...base,
        email: 'yamada@example.jp',
        tel_number: '090-1234-5678',
        password_confirmation: 'abc123',
      }),
    ).toEqual({
      password: [MEMBER_MESSAGE.passwordRequired],
      password_confirmation: [MEMBER_MESSAGE.passwordMismatch],
    });
  });
});
