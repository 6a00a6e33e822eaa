/**
 * The request schemas apply the rules of @genba/validators (written once
 * there) with the same Japanese messages, and the wire primitives are
 * defined once in common.ts.
 */
import { isValidJapanesePhone, PHONE_MESSAGE } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { ZBridgeAddress } from '../bridge/messages.ts';
import { ZUpdateEmergencyContactsRequest } from './bbs.ts';
import { ZFlag, ZWireDate, ZWireDateTime, ZWireId, zDate, zDateTime, zId } from './common.ts';
import { ZDailyMessageDisplayRequest } from './daily.ts';
import {
  FAX_ATTACHMENT_NAME,
  FAX_MESSAGE,
  ZAddressResult,
  ZPostalCodeParams,
  ZSendFaxRequest,
} from './external.ts';
import { ZCreateMemberRequest } from './member.ts';
import { ZSmsLoginRequest, ZSmsRequestRequest } from './user.ts';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('wire primitives', () => {
  it('has one id rule: zId is ZWireId for values that travel as text', () => {
    for (const value of [1, 42]) expect(ZWireId.parse(value)).toBe(zId.parse(String(value)));
    for (const value of [0, -1, 1.5]) {
      expect(ZWireId.safeParse(value).success).toBe(false);
      expect(zId.safeParse(value).success).toBe(false);
    }
    expect(ZWireId.safeParse('1').success).toBe(false);
  });

  it('uses ZFlag for every 0/1 flag and one date rule', () => {
    expect(ZDailyMessageDisplayRequest.shape.daily_message_display).toBe(ZFlag);
    expect(ZWireDate).toBe(zDate);
    expect(ZWireDate.safeParse('2026/04/01').error?.issues[0]?.message).toBe('日付の形式に誤りがあります');
  });

  it('writes talk timestamps with seconds; legacy core timestamps may omit them', () => {
    expect(ZWireDateTime.safeParse('2026-04-01 09:00:00').success).toBe(true);
    expect(ZWireDateTime.safeParse('2026-04-01 09:00').success).toBe(false);
    expect(zDateTime.safeParse('2026-04-01 09:00').success).toBe(true);
  });
});

describe('phones in request schemas (core §5)', () => {
  const member = {
    name1: '佐々木',
    company_id: 1,
    office_id: 10,
    auth_id: 1,
    email: 'jiro@yamada-koumuten.example.jp',
    password: 'genba123',
    password_confirmation: 'genba123',
  };

  it('refuses a tel_number that is not a mobile number whenever the login type allows mobile', () => {
    for (const login_type of [2, 3, '2', '3'])
      expect(
        messagesOf(ZCreateMemberRequest.safeParse({ ...member, login_type, tel_number: '現場A' })),
      ).toEqual(['tel_number: 携帯電話番号に誤りがあります']);
  });

  it('sends the mobile number of a mobile-allowed member normalised', () => {
    for (const login_type of [2, 3])
      expect(
        ZCreateMemberRequest.parse({ ...member, login_type, tel_number: '＋８１ 90-1234-5678' }).tel_number,
      ).toBe('09012345678');
  });

  it('drops the tel_number of a PC-only member (core §4) instead of checking it', () => {
    expect(
      ZCreateMemberRequest.parse({ ...member, login_type: 1, tel_number: '現場A' }).tel_number,
    ).toBeNull();
  });

  it('checks and normalises the numbers of member_tel_settings', () => {
    const parsed = ZCreateMemberRequest.parse({
      ...member,
      login_type: 1,
      member_tel_settings: JSON.stringify([{ tel_number: '+81 90-1234-5678', is_public: 1 }]),
    });
    expect(parsed.member_tel_settings).toEqual([{ tel_number: '09012345678', is_public: 1 }]);
    expect(
      messagesOf(
        ZCreateMemberRequest.safeParse({
          ...member,
          login_type: 1,
          member_tel_settings: [{ tel_number: '現場A', is_public: 0 }],
        }),
      ),
    ).toEqual(['member_tel_settings.0.tel_number: 正しい電話番号を入力してください。']);
  });

  it('sends SMS-login numbers normalised (talk §5)', () => {
    expect(ZSmsRequestRequest.parse({ tel_number: '＋８１ ９０－１２３４－５６７８' })).toEqual({
      tel_number: '09012345678',
    });
    expect(ZSmsLoginRequest.parse({ tel_number: '090-1234-5678', auth_number: '123456' }).tel_number).toBe(
      '09012345678',
    );
    expect(messagesOf(ZSmsRequestRequest.safeParse({ tel_number: '03-1234-5678' }))).toEqual([
      'tel_number: 携帯電話番号に誤りがあります',
    ]);
  });

  it('checks emergency contacts with isValidJapanesePhone and stores them normalised', () => {
    const row = { name: '消防署', contact_type_id: 1 };
    expect(
      ZUpdateEmergencyContactsRequest.parse({ emergency_contacts: [{ ...row, tel_number: '092-123-4567' }] }),
    ).toMatchObject({ emergency_contacts: [{ tel_number: '0921234567' }] });
    expect(isValidJapanesePhone('0120-12-3456')).toBe(true);
    for (const [tel_number, message] of [
      ['', PHONE_MESSAGE.required],
      ['現場A', '正しい電話番号を入力してください。'],
      ['092-123-456', '正しい電話番号を入力してください。'],
    ])
      expect(
        messagesOf(
          ZUpdateEmergencyContactsRequest.safeParse({ emergency_contacts: [{ ...row, tel_number }] }),
        ),
      ).toEqual([`emergency_contacts.0.tel_number: ${message}`]);
  });

  it('prepares fax numbers with faxNumberForSend and refuses an empty or undialable one once', () => {
    const job = { subject: '見積書', body: '', document: 'JVBERi0=' };
    expect(ZSendFaxRequest.parse({ ...job, faxno: '03(1234)5678' }).faxno).toBe('0312345678');
    expect(messagesOf(ZSendFaxRequest.safeParse({ ...job, faxno: ' - ' }))).toEqual([
      `faxno: ${FAX_MESSAGE.emptyDestination}`,
    ]);
    expect(messagesOf(ZSendFaxRequest.safeParse({ ...job, faxno: '12-34' }))).toEqual([
      'faxno: FAX番号に誤りがあります。',
    ]);
    expect(FAX_ATTACHMENT_NAME).toBe('0.pdf');
  });
});

describe('addresses (talk §3)', () => {
  const address = {
    address1: '福岡市博多区',
    address2: '博多駅前',
    pref: 40,
    prefName: '福岡県',
    zip: '8120011',
    latitude: 33.59,
    longitude: 130.42,
  };

  it('has one shape for the postal-code lookup and the bridge reply', () => {
    expect(ZBridgeAddress).toBe(ZAddressResult);
    expect(ZAddressResult.parse(address)).toEqual(address);
    expect(ZAddressResult.parse({ ...address, precision: 'town' }).precision).toBe('town');
    expect(ZAddressResult.safeParse({ ...address, pref: 48 }).success).toBe(false);
    expect(ZAddressResult.safeParse({ ...address, zip: '812-0011' }).success).toBe(false);
  });

  it('reads a postal code as isValidPostalCode does, after full-width and 〒 are removed', () => {
    expect(ZPostalCodeParams.parse({ zip: '〒８１２－００１１' }).zip).toBe('8120011');
    expect(ZPostalCodeParams.parse({ zip: '812-0011' }).zip).toBe('8120011');
    expect(messagesOf(ZPostalCodeParams.safeParse({ zip: '81-20011' }))).toEqual([
      'zip: 7桁の数字で入力してください。',
    ]);
  });
});
