import { describe, expect, it } from 'vitest';
import {
  COMPANY_SETTING_LIMIT,
  companyTeamSchema,
  isDuplicateName,
  OCCUPATION_MESSAGE,
  occupationSchema,
  TEAM_MESSAGE,
  WORKER_REQUIRABLE_AUTH_IDS,
  WORKER_SETTING_MESSAGE,
  workerSettingSchema,
} from './companySettings.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('occupation and team names', () => {
  it('requires a name and trims it', () => {
    expect(messages(occupationSchema.safeParse({ name: '　 ' }))).toEqual([OCCUPATION_MESSAGE.nameRequired]);
    expect(messages(companyTeamSchema.safeParse({ name: '' }))).toEqual([TEAM_MESSAGE.nameRequired]);
    expect(occupationSchema.parse({ name: ' 塗装工 ' })).toEqual({ name: '塗装工' });
  });

  it('bounds the length and refuses line breaks', () => {
    const long = 'あ'.repeat(COMPANY_SETTING_LIMIT.occupationName + 1);
    expect(occupationSchema.safeParse({ name: long }).success).toBe(false);
    expect(
      occupationSchema.safeParse({ name: 'あ'.repeat(COMPANY_SETTING_LIMIT.occupationName) }).success,
    ).toBe(true);
    expect(companyTeamSchema.safeParse({ name: '塗装\n班' }).success).toBe(false);
  });

  it('finds a duplicate ignoring case and the item being renamed', () => {
    const items = [
      { id: 1, name: '塗装班' },
      { id: 2, name: 'Team A' },
    ];
    expect(isDuplicateName(' team a ', items)).toBe(true);
    expect(isDuplicateName('塗装班', items, 1)).toBe(false);
    expect(isDuplicateName('大工班', items)).toBe(false);
    // A stored name with surrounding spaces or capitals is the same name too.
    expect(isDuplicateName('team b', [{ id: 3, name: ' TEAM B ' }])).toBe(true);
  });
});

describe('worker setting', () => {
  it('keeps each auth once, in order', () => {
    expect(workerSettingSchema.parse({ company_auth_worker_requires: [6, 5, 6] })).toEqual({
      company_auth_worker_requires: [5, 6],
    });
    expect(workerSettingSchema.parse({ company_auth_worker_requires: [] })).toEqual({
      company_auth_worker_requires: [],
    });
  });

  it('refuses an auth no member can hold', () => {
    for (const bad of [999, 101, 0, 4, 1.5]) {
      expect(messages(workerSettingSchema.safeParse({ company_auth_worker_requires: [bad] }))).toEqual([
        WORKER_SETTING_MESSAGE.authInvalid,
      ]);
    }
    expect(messages(workerSettingSchema.safeParse({ company_auth_worker_requires: ['5'] }))).toEqual([
      WORKER_SETTING_MESSAGE.authInvalid,
    ]);
  });

  it('takes no longer list than there are auths to require', () => {
    const all = [...WORKER_REQUIRABLE_AUTH_IDS];
    expect(
      workerSettingSchema.parse({ company_auth_worker_requires: all }).company_auth_worker_requires,
    ).toHaveLength(all.length);
    expect(
      messages(workerSettingSchema.safeParse({ company_auth_worker_requires: [...all, all[0]] })),
    ).toEqual([`${all.length}件以下で指定してください。`]);
  });
});
