import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE,
  ADMIN_ROLE_LABEL,
  ATTENDANCE_STATUS,
  AUTH_ID,
  AUTH_ID_LABEL,
  attendanceStatusLabel,
  COMPANY_TYPE,
  COMPANY_TYPE_LABEL,
  CONTRACT_STATUS,
  CONTRACT_STATUS_LABEL,
  INVITATION_STATUS,
  INVITATION_STATUS_LABEL,
  LOGIN_TYPE,
  LOGIN_TYPE_LABEL,
  MEMBER_TYPE,
  MEMBER_TYPE_LABEL,
  PROJECT_COMPLETION_STATUS,
  PROJECT_COMPLETION_STATUS_LABEL,
  PROJECT_STATUS_FILTER,
  PROJECT_STATUS_FILTER_LABEL,
  SCHEDULE_STATUS,
  SCHEDULE_STATUS_LABEL,
  TASK_STATUS,
  TASK_STATUS_LABEL,
} from './index.ts';

/**
 * The wording of every label map, as the screens show it. A map must label
 * exactly the codes of its enumeration: a missing or extra code would show a
 * blank cell or an option that the server refuses.
 */
const labelled = (codes: Record<string, number>, labels: Record<number, string>) => {
  expect(
    Object.keys(labels)
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual(Object.values(codes).sort((a, b) => a - b));
  for (const label of Object.values(labels)) expect(label).not.toBe('');
};

describe('label maps', () => {
  it('member, login and admin roles', () => {
    labelled(MEMBER_TYPE, MEMBER_TYPE_LABEL);
    expect(MEMBER_TYPE_LABEL).toEqual({ 1: '自社', 2: '協力会社' });
    labelled(LOGIN_TYPE, LOGIN_TYPE_LABEL);
    expect(LOGIN_TYPE_LABEL).toEqual({ 1: 'PCのみ', 2: 'スマホのみ', 3: 'PC・スマホ' });
    labelled(ADMIN_ROLE, ADMIN_ROLE_LABEL);
    expect(ADMIN_ROLE_LABEL).toEqual({ 0: '一般', 1: '管理者' });
  });

  it('auth ids', () => {
    labelled(AUTH_ID, AUTH_ID_LABEL);
    expect(AUTH_ID_LABEL).toEqual({
      0: '施工者',
      1: '一般',
      2: '会社管理者',
      3: '協力会社',
      5: '職長',
      6: '協力会社職長',
      7: '営業',
      10: '事業所管理者',
      11: '事業所副管理者',
      12: '事業所メンバー',
      101: '有料アカウント',
      999: '無料アカウント',
    });
  });

  it('company types and contract statuses', () => {
    labelled(COMPANY_TYPE, COMPANY_TYPE_LABEL);
    expect(COMPANY_TYPE_LABEL).toEqual({
      1: 'フランチャイズA',
      2: 'フランチャイズB',
      3: 'フランチャイズC',
      99: '一般',
      999: 'デモ',
    });
    labelled(CONTRACT_STATUS, CONTRACT_STATUS_LABEL);
    expect(CONTRACT_STATUS_LABEL).toEqual({
      1: '利用中',
      2: '仮契約',
      3: '利用停止',
      4: '解約予定',
      5: '解約済み',
      6: '移行',
      7: '契約処理中',
    });
  });

  it('task, schedule and invitation statuses', () => {
    labelled(TASK_STATUS, TASK_STATUS_LABEL);
    expect(TASK_STATUS_LABEL).toEqual({ 1: '完了', 2: '作業前', 3: '作業中' });
    labelled(SCHEDULE_STATUS, SCHEDULE_STATUS_LABEL);
    expect(SCHEDULE_STATUS_LABEL).toEqual({ 1: '仮押さえ', 2: '確定', 3: '未設定' });
    labelled(INVITATION_STATUS, INVITATION_STATUS_LABEL);
    expect(INVITATION_STATUS_LABEL).toEqual({ 1: '招待中', 2: '承認済み', 3: '拒否', 4: '失敗' });
  });

  it('project statuses and the status filter', () => {
    labelled(PROJECT_COMPLETION_STATUS, PROJECT_COMPLETION_STATUS_LABEL);
    expect(PROJECT_COMPLETION_STATUS_LABEL).toEqual({
      0: '施工中',
      1: '完工',
      2: '着工前',
      3: '契約前',
      4: '現調前',
      5: '提案前',
      6: '提案中',
      7: '保留',
      8: '契約キャンセル',
      9: '提案終了',
    });
    labelled(PROJECT_STATUS_FILTER, PROJECT_STATUS_FILTER_LABEL);
    expect(PROJECT_STATUS_FILTER_LABEL).toEqual({ 99: 'すべて', 999: '編集' });
  });

  it('attendance statuses, the normal (null) one included', () => {
    expect(Object.values(ATTENDANCE_STATUS).map(attendanceStatusLabel)).toEqual([
      '通常',
      '確定',
      '変更申請中',
      '確認待ち',
      '却下',
    ]);
  });
});
