import { describe, expect, it } from 'vitest';
import {
  canSendFax,
  faxNumberForSend,
  isAcceptedAddressCountry,
  isDoubleRoomLoad,
  isLinkPreviewFresh,
  needsTermsAgreement,
  newsOpenAction,
  nextChatroomFailure,
  privacyPolicyEffectiveDate,
  termsAgreementUpdate,
  toDailyPayload,
  weatherValueForSend,
} from './index.ts';

describe('daily payload', () => {
  it('sends empty temperature and humidity as null', () => {
    expect(weatherValueForSend('')).toBeNull();
    expect(weatherValueForSend(undefined)).toBeNull();
    expect(weatherValueForSend('0')).toBe('0');
    expect(weatherValueForSend(0)).toBe(0);
  });
  it('defaults work-detail deletions and drops building pictures', () => {
    expect(toDailyPayload([{ temperature: '', humidity: 60, buildingPictures: ['x'] }])).toEqual({
      daily: [{ temperature: null, humidity: 60, delete_attendance_record_work_details: [] }],
    });
  });
});

describe('newsOpenAction', () => {
  it('opens html, extensionless and invitation news on the detail page', () => {
    expect(newsOpenAction({ news_file_path: 'news/1.html', isInvitation: false }, false)).toBe('detail');
    expect(newsOpenAction({ news_file_path: 'news/1', isInvitation: false }, false)).toBe('detail');
    expect(newsOpenAction({ news_file_path: null, isInvitation: false }, false)).toBe('detail');
    expect(newsOpenAction({ news_file_path: 'news/1.pdf', isInvitation: true }, false)).toBe('detail');
  });
  it('downloads other files, or hands them to the native viewer in the app', () => {
    expect(newsOpenAction({ news_file_path: 'news/1.pdf?t=1', isInvitation: false }, false)).toBe('download');
    expect(newsOpenAction({ news_file_path: 'news/1.pdf', isInvitation: false }, true)).toBe('nativeViewer');
  });
});

describe('chat loading', () => {
  it('counts a second load of the same room within 2 s as a double load', () => {
    expect(isDoubleRoomLoad({ chatroomId: 1, at: 0 }, 1, 1_999)).toBe(true);
    expect(isDoubleRoomLoad({ chatroomId: 1, at: 0 }, 1, 2_000)).toBe(false);
    expect(isDoubleRoomLoad({ chatroomId: 1, at: 0 }, 2, 100)).toBe(false);
    expect(isDoubleRoomLoad(null, 1, 100)).toBe(false);
  });
  it('recovers at the third failure within 3 s of the first', () => {
    const a = nextChatroomFailure(null, 0);
    expect(a).toEqual({ counter: { count: 1, firstAt: 0 }, recover: false });
    const b = nextChatroomFailure(a.counter, 1_000);
    expect(b).toEqual({ counter: { count: 2, firstAt: 0 }, recover: false });
    expect(nextChatroomFailure(b.counter, 3_000)).toEqual({ counter: null, recover: true });
    expect(nextChatroomFailure(b.counter, 3_001)).toEqual({
      counter: { count: 1, firstAt: 3_001 },
      recover: false,
    });
  });
  it('keeps link previews for a day', () => {
    expect(isLinkPreviewFresh(0, 86_399_999)).toBe(true);
    expect(isLinkPreviewFresh(0, 86_400_000)).toBe(false);
  });
  it('accepts only JP address lookups', () => {
    expect(isAcceptedAddressCountry('JP')).toBe(true);
    expect(isAcceptedAddressCountry('US')).toBe(false);
  });
});

describe('fax', () => {
  it('strips hyphens and blocks an empty destination', () => {
    expect(faxNumberForSend('092-123-4567')).toBe('0921234567');
    expect(canSendFax(' - ')).toBe(false);
    expect(canSendFax('092-123-4567')).toBe(true);
  });
});

describe('terms', () => {
  it('sends users who have not agreed to the terms page', () => {
    expect(needsTermsAgreement({ agree_terms_flg: 0 })).toBe(true);
    expect(needsTermsAgreement({ agree_terms_flg: null })).toBe(true);
    expect(needsTermsAgreement({ agree_terms_flg: 1 })).toBe(false);
  });
  it('sets the flag and stamps last_access in Japan time', () => {
    expect(termsAgreementUpdate(new Date('2025-05-31T15:04:05Z'))).toEqual({
      agree_terms_flg: 1,
      last_access: '2025-06-01 00:04:05',
    });
  });
  it('switches the privacy policy date on 2025-06-01 (Japan)', () => {
    expect(privacyPolicyEffectiveDate(new Date('2025-05-31T23:59:59+09:00'))).toBe('2025-03-12');
    expect(privacyPolicyEffectiveDate(new Date('2025-06-01T00:00:00+09:00'))).toBe('2025-06-01');
  });
});
