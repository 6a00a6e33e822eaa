import { describe, expect, it } from 'vitest';
import { projectRow } from '../project/rows.ts';
import { likePattern, type RoomRow } from './queries.ts';
import { toWireCompanyList, toWireProjectListItem, toWireRoom } from './wire.ts';

// The wire mapping is pure: these run without a database. Routes and access are tested in test/routes/rooms.test.ts.

const room = (over: Partial<RoomRow>): RoomRow => ({
  id: 7,
  companyId: 2,
  type: 'project',
  attendanceFieldId: 11,
  name: 'ignored for project rooms',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  ...over,
});

describe('talk wire mapping', () => {
  it('puts the room’s own company first in companyList, the others by id', () => {
    const rows = [
      { id: 1, name: '株式会社木村設備' },
      { id: 2, name: '株式会社山田工務店' },
      { id: 3, name: '有限会社佐藤塗装' },
    ];
    expect(toWireCompanyList({ companyId: 2 }, rows).map((k) => k.company_id)).toEqual([2, 1, 3]);
  });

  it('names a project room by its case name and a group room by its own name', () => {
    expect(toWireRoom(room({}), '田中様邸 新築工事', [])).toMatchObject({
      name: null,
      case_name: '田中様邸 新築工事',
    });
    expect(
      toWireRoom(room({ type: 'group', attendanceFieldId: null, name: '職長会' }), null, []),
    ).toMatchObject({ name: '職長会', case_name: null, attendance_field_id: null });
  });

  it('labels the completion status in the spec’s words and reports no messages yet', () => {
    const item = toWireProjectListItem({
      roomId: 7,
      project: projectRow({
        id: 11,
        companyId: 2,
        caseName: '天神オフィス 内装リフォーム',
        caseNameKana: 'テンジンオフィス',
        completionStatus: 2,
      }),
    });
    expect(item).toMatchObject({ chatroom_id: 7, attendance_field_id: 11, completion_status_name: '着工前' });
    expect(item).toMatchObject({ unread_count: 0, mention_count: 0, last_message: null });
  });

  it('matches a keyword literally, wildcards included', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
