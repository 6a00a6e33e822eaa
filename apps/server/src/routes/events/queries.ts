import { AUTH_ID } from '@genba/validators';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * The rooms whose events a member receives: the project rooms of their projects
 * (every project of the company for a company manager, as canAccessProject
 * allows) and the group and private rooms they are on.
 */
export const listMemberRoomIds = async (
  db: Db,
  member: { id: number; authId: number },
  companyId: number,
): Promise<number[]> => {
  const managerRooms =
    member.authId === AUTH_ID.companyManager
      ? sql`union select r.id from chat_rooms r join projects p on p.id = r.attendance_field_id
              where r.type = 'project' and p.company_id = ${companyId}`
      : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select r.id from chat_rooms r join project_members pm on pm.project_id = r.attendance_field_id
          where r.type = 'project' and pm.member_id = ${member.id} and r.company_id = ${companyId}
        union select crm.chat_room_id from chat_room_members crm join chat_rooms r on r.id = crm.chat_room_id
          where crm.member_id = ${member.id} and r.company_id = ${companyId}
        ${managerRooms}`,
  );
  return rows.map((r) => r.id);
};
