import { makeMemberListItem, memberListFixture } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { memberOptions, PARTNER_GROUP } from './memberOptions.ts';

describe('task member options', () => {
  it('groups the project’s members by company: the own company first, then each partner company', () => {
    const members = [
      ...memberListFixture(),
      makeMemberListItem({ member_id: 9, name1: '青木', name2: '', type: 2, company_name: '青木塗装' }),
      makeMemberListItem({ member_id: 8, name1: '無所属', name2: '', type: 2, company_name: null }),
    ];
    expect(memberOptions(members, '株式会社山田工務店').map((o) => [o.group, o.label])).toEqual([
      ['株式会社山田工務店', '山田 太郎'],
      ['株式会社山田工務店', '佐藤 花子'],
      ['株式会社山田工務店', '鈴木 一郎'],
      [`株式会社木村設備${PARTNER_GROUP.suffix}`, '木村 誠'],
      [`青木塗装${PARTNER_GROUP.suffix}`, '青木'],
      [PARTNER_GROUP.unknown, '無所属'],
    ]);
  });

  it('keeps the task’s current members choosable, with their companies, when the project’s cannot be read', () => {
    expect(
      memberOptions(undefined, '株式会社山田工務店', [
        { member_id: 4, name: '木村 誠', thumbnail_path: null, company_name: '株式会社木村設備' },
        { member_id: 1, name: '山田 太郎', thumbnail_path: '/photos/1.jpg', company_name: null },
      ]),
    ).toEqual([
      {
        value: '1',
        label: '山田 太郎',
        avatar: '/photos/1.jpg',
        partner: false,
        group: '株式会社山田工務店',
      },
      {
        value: '4',
        label: '木村 誠',
        avatar: undefined,
        partner: true,
        group: `株式会社木村設備${PARTNER_GROUP.suffix}`,
      },
    ]);
  });

  it('gives current members their photos, and keeps one who left the project so he can be removed', () => {
    const options = memberOptions(memberListFixture(), '株式会社山田工務店', [
      { member_id: 1, name: '山田 太郎', thumbnail_path: '/photos/1.jpg', company_name: null },
      { member_id: 77, name: '退場 次郎', thumbnail_path: null, company_name: '退場設備' },
    ]);
    expect(options.find((o) => o.value === '1')?.avatar).toBe('/photos/1.jpg');
    expect(options.find((o) => o.value === '77')).toMatchObject({
      value: '77',
      label: '退場 次郎',
      partner: true,
      group: `退場設備${PARTNER_GROUP.suffix}`,
    });
  });
});
