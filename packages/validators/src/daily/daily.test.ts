import { describe, expect, it } from 'vitest';
import { toDailyPayload, weatherValueForSend } from './daily.ts';

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
