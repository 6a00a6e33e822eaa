import { toDailyPayload } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { makeAlbumPhoto } from '../fixtures/album.ts';
import { dailyFixtures } from '../fixtures/daily.ts';
import { dailyEndpoints } from './daily.ts';

const SPEC: Record<keyof typeof dailyEndpoints, [string, string]> = {
  daily_management: ['GET', '/api/daily_management'],
  // Designed: the spec lists the detail screen but no call for one daily.
  getDaily: ['GET', '/api/daily/{id}'],
  daily_management_confirm: ['POST', '/api/daily_management/confirm'],
  daily_management_post_bbs_message: ['POST', '/api/daily_management/post-bbs-message'],
  daily_management_editing_post: ['POST', '/api/daily_management/editing-post'],
  daily_management_editing: ['DELETE', '/api/daily_management/editing'],
  copy_previous_daily: ['GET', '/api/daily_management/copy-previous-daily'],
  exists_attendance: ['GET', '/api/daily_management/exists-attendance'],
  getMemberProjects: ['GET', '/api/member/{id}/projects'],
  getCompanyProjects: ['GET', '/api/company/{id}/projects'],
  getDailyWeatherLocation: ['GET', '/api/daily/weather/location'],
  updateMultiDailyData: ['PUT', '/api/daily/updateMultiDailyData'],
  proxyRegist: ['POST', '/api/daily/proxyRegist'],
  deleteDaily: ['POST', '/api/daily/delete/{id}'],
  createDaily: ['POST', '/api/daily/create'],
  updateDailyData: ['PUT', '/api/daily/updateDailyData/{id}'],
  check_project_daily: ['GET', '/api/check_project_daily'],
  dailyMessageDisplay: ['POST', '/api/member/daily-message-display'],
};

const entry = {
  attendance_field_id: 5001,
  member_id: 31,
  daily_date: '2026-11-21',
  weather: '晴れ',
  attendance_start: '08:00',
  leave_work: '17:00',
};

describe('daily catalogue', () => {
  it.each(Object.entries(dailyEndpoints))(
    '%s parses its default fixture and matches talk §7',
    (name, def) => {
      const key = name as keyof typeof dailyEndpoints;
      expect(def.response.safeParse(dailyFixtures[key]()).error).toBeUndefined();
      expect([def.method, def.path]).toEqual(SPEC[key]);
    },
  );

  it('editing-post takes 600000 ms; the other daily calls the default', () => {
    for (const [name, def] of Object.entries(dailyEndpoints)) {
      expect(def.timeout, name).toBe(name === 'daily_management_editing_post' ? 600_000 : 120_000);
    }
  });

  it('create, update and delete fail as false; the other daily calls as success false (talk §8)', () => {
    const plainFalse = [
      'createDaily',
      'updateDailyData',
      'updateMultiDailyData',
      'proxyRegist',
      'deleteDaily',
    ];
    for (const [name, def] of Object.entries(dailyEndpoints)) {
      expect(def.failure, name).toBe(plainFalse.includes(name) ? 'false' : 'success-false');
    }
  });

  it('the daily-management read is the one cancellable daily call (talk §7 "request with cancellation hook")', () => {
    const cancellable = Object.entries(dailyEndpoints)
      .filter(([, e]) => 'cancellable' in e && e.cancellable)
      .map(([name]) => name);
    expect(cancellable).toEqual(['daily_management']);
  });

  it('deleteDaily answers a bare boolean', () => {
    expect(dailyEndpoints.deleteDaily.response.safeParse(false).success).toBe(true);
    expect(dailyEndpoints.deleteDaily.response.safeParse({ success: true }).success).toBe(false);
  });

  it('accepts the payload toDailyPayload builds from form drafts (talk §3)', () => {
    const photo = makeAlbumPhoto();
    const payload = toDailyPayload([
      { ...entry, temperature: '', humidity: 55, buildingPictures: [photo] },
      {
        ...entry,
        member_id: 32,
        temperature: 12.5,
        humidity: '',
        delete_attendance_record_work_details: [7],
      },
    ]);
    const parsed = dailyEndpoints.createDaily.body.parse(payload);
    expect(parsed.daily[0]).not.toHaveProperty('buildingPictures');
    expect(parsed.daily.map((d) => [d.temperature, d.humidity])).toEqual([
      [null, 55],
      [12.5, null],
    ]);
    expect(parsed.daily.map((d) => d.delete_attendance_record_work_details)).toEqual([[], [7]]);
  });

  it('refuses an empty temperature string and more than 10 work details', () => {
    const body = dailyEndpoints.createDaily.body;
    expect(body.safeParse({ daily: [{ ...entry, temperature: '', humidity: null }] }).success).toBe(false);
    const details = Array.from({ length: 11 }, (_, i) => ({
      work_content: `作業${i}`,
      start_time: null,
      end_time: null,
    }));
    const many = { ...entry, temperature: null, humidity: null, attendance_record_work_details: details };
    expect(body.safeParse({ daily: [many] }).success).toBe(false);
  });

  it('the editing lock is released with the daily id in the query', () => {
    expect(dailyEndpoints.daily_management_editing.query.parse({ daily_id: '6001' })).toEqual({
      daily_id: 6001,
    });
  });
});
