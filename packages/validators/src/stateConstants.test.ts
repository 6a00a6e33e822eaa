import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CHANGE_STATUS,
  ALBUM_DOWNLOAD_NAME_MODE,
  albumDownloadName,
  avatarTypeOf,
  CHAT_LOAD,
  CLIENT_VERSION_LABEL,
  CONTRACT_BILL_STATUS,
  DAILY_APPROVAL,
  DAILY_CONFIRM_REQUEST,
  DEFAULT_PLAN_ID,
  DEFAULT_WORKER_TYPE_ID,
  isInvitedAvatar,
  LOGIN_VALUE_CHECK,
  needsReadMark,
  SCHEDULE_DRAG_MODE,
  SCHEDULE_VIEW_MONTHS,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_STATUS,
  SUSPENDED_CONTRACT_MESSAGE,
  TASK_PROGRESS,
  TERMS,
  UPLOAD,
  uploadFailureCount,
} from './index.ts';

describe('more spec constants', () => {
  it('core §4 states', () => {
    expect(TASK_PROGRESS).toEqual({ min: 0, max: 100 });
    expect(SCHEDULE_DRAG_MODE).toEqual({ move: 'move', resize: 'resize' });
    expect(ACCOUNT_CHANGE_STATUS).toEqual({ authWaiting: 1, expired: 2, completed: 3 });
    expect(Object.values(CONTRACT_BILL_STATUS)).toEqual(['capture', 'invalid', 'register', 'fail']);
    expect(Object.values(LOGIN_VALUE_CHECK)).toEqual(['empty', 'registered', 'ok', 'error']);
    expect(SUSPENDED_CONTRACT_MESSAGE.body).toContain('サポート');
  });
  it('session expiry is 419 with 認証が切れました', () => {
    expect(SESSION_EXPIRED_STATUS).toBe(419);
    expect(SESSION_EXPIRED_MESSAGE).toBe('認証が切れました');
  });
  it('talk §4 daily approval', () => {
    expect(DAILY_APPROVAL.confirmed).toBe(5);
    expect(DAILY_CONFIRM_REQUEST).toEqual({ unconfirm: 0, confirm: 1 });
  });
  it('§9 defaults and labels', () => {
    expect(DEFAULT_PLAN_ID).toBe(100);
    expect(DEFAULT_WORKER_TYPE_ID).toBe(15);
    expect(CLIENT_VERSION_LABEL).toBe('3.0.0');
    expect(TERMS.articleCount).toBe(24);
    expect(TERMS.variants).toContain('office');
    expect(SCHEDULE_VIEW_MONTHS).toEqual([1, 2, 6]);
    expect(CHAT_LOAD).toMatchObject({
      doubleLoadMs: 2000,
      failureWindowMs: 3000,
      failureThreshold: 3,
      messagePageLimit: 30,
    });
    expect(UPLOAD).toEqual({
      placeholderId: 'upload',
      resize: { width: 1600, height: 1200, format: 'jpeg' },
      failedThumbnailSize: 250,
    });
  });
});

describe('talk §4/§6 helpers', () => {
  it('counts cancelled uploads as failed', () => {
    expect(uploadFailureCount({ total: 10, succeeded: 4 })).toBe(6);
    expect(uploadFailureCount({ total: 3, succeeded: 3 })).toBe(0);
  });
  it('marks unread files read when opened', () => {
    expect(needsReadMark({ readed: 0 })).toBe(true);
    expect(needsReadMark({})).toBe(true);
    expect(needsReadMark({ readed: 1 })).toBe(false);
  });
  it('uses the tag-mode name only when album_download selects it', () => {
    const parts = {
      caseName: '現場',
      registeredAt: new Date('2025-06-01T12:00:00+09:00'),
      shotAt: null,
      index: 0,
      tags: [],
      extension: 'jpg',
    };
    const photo = { building_picture_upload_filename: 'IMG_0001.jpg' };
    expect(albumDownloadName(ALBUM_DOWNLOAD_NAME_MODE.tag, photo, parts)).toBe('現場_20250601_001.jpg');
    expect(albumDownloadName(ALBUM_DOWNLOAD_NAME_MODE.original, photo, parts)).toBe('IMG_0001.jpg');
    expect(albumDownloadName(null, photo, parts)).toBe('IMG_0001.jpg');
  });
  it('maps avatar types', () => {
    expect(avatarTypeOf({ member_id: 1, auth_id: 2 }, 1)).toBe('own');
    expect(avatarTypeOf({ member_id: 2, auth_id: 2 }, 1)).toBe('admin');
    expect(avatarTypeOf({ member_id: 2, auth_id: 10 }, 1)).toBe('manager');
    expect(avatarTypeOf({ member_id: 2, auth_id: 5 }, 1)).toBe('manager');
    expect(avatarTypeOf({ member_id: 2, auth_id: 7 }, 1)).toBe('business');
    expect(avatarTypeOf({ member_id: 2, auth_id: 6 }, 1)).toBe('partner');
    expect(avatarTypeOf({ member_id: 2, auth_id: 1, type: 2 }, 1)).toBe('partner');
    expect(avatarTypeOf({ member_id: 2, auth_id: 1 }, 1)).toBeNull();
  });
  it('gives invited members without an account the dashed border', () => {
    expect(isInvitedAvatar({ invitation_status: 1, user_id: null })).toBe(true);
    expect(isInvitedAvatar({ invitation_status: 1, user_id: 5 })).toBe(false);
    expect(isInvitedAvatar({ invitation_status: 2 })).toBe(false);
  });
});
