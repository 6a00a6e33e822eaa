import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { decodeInvitationLink, encodeInvitationLink, invitationUrl } from './link.ts';
import {
  invitationRegisterSchema,
  openInvitationMailRequestSchema,
  openInvitationRegisterSchema,
  openInvitationTelRegisterSchema,
} from './register.ts';

const OPEN_TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWo';
const b64Of = (text: string) => Buffer.from(text).toString('base64url');

const ok = {
  name1: '山本',
  name2: '',
  password: 'genba123',
  password_confirmation: 'genba123',
  agree_terms_flg: true,
};

describe('invitation links', () => {
  it('round-trips a personal link (token, chatroom_id, member_id)', () => {
    const link = { kind: 'personal', token: 'abcDEF0123456789_-xyz', chatroom_id: 12, member_id: 3 } as const;
    const encoded = encodeInvitationLink(link);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeInvitationLink(encoded)).toEqual(link);
  });
  it('round-trips an open link (token, chatroom_id, company_id, office_id), a missing room as 0', () => {
    const link = { kind: 'open', token: OPEN_TOKEN, chatroom_id: 0, company_id: 1, office_id: 2 } as const;
    expect(decodeInvitationLink(encodeInvitationLink(link))).toEqual(link);
    expect(Buffer.from(encodeInvitationLink(link), 'base64url').toString()).toBe(`o.${OPEN_TOKEN}.0.1.2`);
  });
  it('round-trips any open link', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        fc.integer({ min: 0, max: 2_147_483_647 }),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (token, chatroom_id, company_id, office_id) => {
          const link = { kind: 'open', token, chatroom_id, company_id, office_id } as const;
          expect(decodeInvitationLink(encodeInvitationLink(link))).toEqual(link);
        },
      ),
    );
  });
  it('refuses an open link without its token (the spec’s three-id form, ADR 009)', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const text of [
      'o.1.2.3',
      `o..1.2.3`,
      `o.short.1.2.3`,
      `o.${OPEN_TOKEN}.1.2`,
      `o.${OPEN_TOKEN}.1.2.3.4`,
      `o.${OPEN_TOKEN}.1.0.3`,
      `o.${OPEN_TOKEN}.1.2.0`,
      `o.${OPEN_TOKEN}!.1.2.3`,
      `p.${OPEN_TOKEN}.1.2.3`,
    ]) {
      expect(decodeInvitationLink(b64(text)), text).toBeNull();
    }
  });
  it('round-trips any ids and tokens', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        fc.integer({ min: 0, max: 2_147_483_647 }),
        fc.integer({ min: 0, max: 2_147_483_647 }),
        (token, chatroom_id, member_id) => {
          const link = { kind: 'personal', token, chatroom_id, member_id } as const;
          expect(decodeInvitationLink(encodeInvitationLink(link))).toEqual(link);
        },
      ),
    );
  });
  it('refuses what it did not build', () => {
    for (const bad of [
      '',
      '!!!',
      'a',
      'x'.repeat(201),
      encodeInvitationLink({ kind: 'open', token: OPEN_TOKEN, chatroom_id: 1, company_id: 0, office_id: 1 }),
    ]) {
      expect(decodeInvitationLink(bad)).toBeNull();
    }
    expect(decodeInvitationLink(Buffer.from('p.short.1.2').toString('base64url'))).toBeNull();
    expect(decodeInvitationLink(Buffer.from('p.abcdefghijklmnop.1.2.3').toString('base64url'))).toBeNull();
    expect(
      decodeInvitationLink(Buffer.from(`o.${OPEN_TOKEN}.1.2147483648.1`).toString('base64url')),
    ).toBeNull();
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const text of [
      `p.!${OPEN_TOKEN}.1.2`,
      `p.${OPEN_TOKEN}.01.2`,
      `p.${OPEN_TOKEN}.1.1e3`,
      `p.${OPEN_TOKEN}.x.2`,
      `p.${OPEN_TOKEN}.1.x`,
      `o.${OPEN_TOKEN}.x.1.2`,
      `x.${OPEN_TOKEN}.1.2.3`,
    ])
      expect(decodeInvitationLink(b64(text)), text).toBeNull();
  });
  it('refuses a value one character longer than whole base64url groups', () => {
    const encoded = b64Of(`p.${OPEN_TOKEN}.1.234`);
    expect(encoded.length % 4).toBe(0);
    expect(decodeInvitationLink(encoded)).not.toBeNull();
    expect(decodeInvitationLink(`${encoded}A`)).toBeNull();
  });
  it('matches Node base64url', () => {
    const text = 'p.abcdefghijklmnop.7.99';
    expect(
      encodeInvitationLink({ kind: 'personal', token: 'abcdefghijklmnop', chatroom_id: 7, member_id: 99 }),
    ).toBe(Buffer.from(text).toString('base64url'));
  });
  it('builds the full URL on the public page', () => {
    expect(
      invitationUrl('http://localhost:3000/', {
        kind: 'open',
        token: OPEN_TOKEN,
        chatroom_id: 1,
        company_id: 2,
        office_id: 3,
      }),
    ).toBe(
      `http://localhost:3000/invitation_user/${Buffer.from(`o.${OPEN_TOKEN}.1.2.3`).toString('base64url')}`,
    );
    const personal = { kind: 'personal', token: OPEN_TOKEN, chatroom_id: 1, member_id: 2 } as const;
    expect(invitationUrl('https://genba.example.jp//', personal)).toBe(
      `https://genba.example.jp/invitation_user/${b64Of(`p.${OPEN_TOKEN}.1.2`)}`,
    );
  });
  it('puts a mismatch on the confirmation, once the rest is valid', () => {
    expect(issuesOf(invitationRegisterSchema, { ...ok, password_confirmation: 'genba124' })).toEqual({
      password_confirmation: ['パスワードと確認用パスワードが一致しません'],
    });
  });
});

describe('invitationRegisterSchema', () => {
  it('accepts a name, a password and the agreement', () => {
    expect(issuesOf(invitationRegisterSchema, ok)).toEqual({});
  });
  it('takes names of up to 20 characters (talk §5)', () => {
    expect(
      issuesOf(invitationRegisterSchema, { ...ok, name1: 'あ'.repeat(20), name2: 'い'.repeat(20) }),
    ).toEqual({});
    expect(
      issuesOf(invitationRegisterSchema, { ...ok, name1: 'あ'.repeat(21), name2: 'い'.repeat(21) }),
    ).toEqual({
      name1: ['お名前(姓)には20文字以下の文字列を指定してください。'],
      name2: ['お名前(名)には20文字以下の文字列を指定してください。'],
    });
  });
  it('asks for the agreement when the box was never sent', () => {
    expect(issuesOf(invitationRegisterSchema, { ...ok, agree_terms_flg: undefined })).toEqual({
      agree_terms_flg: ['利用規約に同意してください。'],
    });
  });
  it('words each mistake', () => {
    expect(
      issuesOf(invitationRegisterSchema, {
        name1: '',
        name2: 'あ'.repeat(21),
        password: 'abc',
        password_confirmation: 'abd',
        agree_terms_flg: false,
      }),
    ).toEqual({
      name1: ['お名前(姓)を入力してください。'],
      name2: ['お名前(名)には20文字以下の文字列を指定してください。'],
      password: ['パスワードは6文字以上20文字以下の半角英数字で入力してください'],
      password_confirmation: ['パスワードと確認用パスワードが一致しません'],
      agree_terms_flg: ['利用規約に同意してください。'],
    });
  });
  it('puts a mismatch on the confirmation, once the rest is valid', () => {
    expect(issuesOf(invitationRegisterSchema, { ...ok, password_confirmation: 'genba124' })).toEqual({
      password_confirmation: ['パスワードと確認用パスワードが一致しません'],
    });
  });
});

describe('openInvitationRegisterSchema', () => {
  it('asks an open link’s worker for the login e-mail and the code mailed to it as well', () => {
    const full = { ...ok, email: 'yamamoto@example.jp', auth_number: '123456' };
    expect(issuesOf(openInvitationRegisterSchema, full)).toEqual({});
    expect(issuesOf(openInvitationRegisterSchema, { ...full, email: undefined })).toEqual({
      email: ['メールアドレスを入力してください'],
    });
    expect(issuesOf(openInvitationRegisterSchema, { ...full, email: 'yamamoto' })).toEqual({
      email: ['メールアドレスに誤りがあります'],
    });
    expect(issuesOf(openInvitationRegisterSchema, { ...full, auth_number: undefined })).toEqual({
      auth_number: ['認証コードを入力してください'],
    });
    expect(issuesOf(openInvitationRegisterSchema, { ...full, auth_number: '12a' })).toEqual({
      auth_number: ['6桁の数字で入力してください。'],
    });
  });
});

describe('openInvitationMailRequestSchema', () => {
  it('asks for the address the code is mailed to, with the login e-mail’s rules', () => {
    expect(issuesOf(openInvitationMailRequestSchema, { email: 'yamamoto@example.jp' })).toEqual({});
    expect(issuesOf(openInvitationMailRequestSchema, { email: '' })).toEqual({
      email: ['メールアドレスを入力してください'],
    });
  });
});

describe('openInvitationTelRegisterSchema', () => {
  const byTel = {
    name1: '中村',
    name2: '翔',
    tel_number: '090-1234-5678',
    auth_number: '123456',
    agree_terms_flg: true,
  };

  it('takes a name, a mobile number, the six-digit code and the terms, and no password', () => {
    expect(issuesOf(openInvitationTelRegisterSchema, byTel)).toEqual({});
  });

  it('gives the SMS login’s messages for the number and the code, and the terms’ message', () => {
    expect(
      issuesOf(openInvitationTelRegisterSchema, {
        ...byTel,
        tel_number: '03-1234-5678',
        auth_number: '12345',
        agree_terms_flg: false,
      }),
    ).toEqual({
      tel_number: ['携帯電話番号に誤りがあります'],
      auth_number: ['6桁の数字で入力してください。'],
      agree_terms_flg: ['利用規約に同意してください。'],
    });
    expect(issuesOf(openInvitationTelRegisterSchema, { ...byTel, name1: '', auth_number: '' })).toEqual({
      name1: ['お名前(姓)を入力してください。'],
      auth_number: ['認証コードを入力してください'],
    });
  });
});
