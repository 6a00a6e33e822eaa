import { and, asc, desc, eq, exists, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatroomEmergencyContacts, members, projectMembers } from '../../db/schema/index.ts';
import type { RoomRow } from '../talk/queries.ts';

export type EmergencyContactRow = typeof chatroomEmergencyContacts.$inferSelect;
export type EmergencyContactInput = {
  id?: number | undefined;
  name: string;
  contact_type_id: number;
  tel_number: string;
};

/**
 * Room managers edit the bulletin board: in a project room the members with room role 1
 * (manager) or 2 (sales); group and private rooms have no roles, so any member of them.
 */
export const isRoomManager = async (db: Db, room: RoomRow, memberId: number): Promise<boolean> => {
  if (room.attendanceFieldId === null) return true;
  const [row] = await db
    .select({ role: projectMembers.roomRole })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, room.attendanceFieldId), eq(projectMembers.memberId, memberId)));
  return row?.role === 1 || row?.role === 2;
};

export const listEmergencyContacts = (db: Db, roomId: number): Promise<EmergencyContactRow[]> =>
  db
    .select()
    .from(chatroomEmergencyContacts)
    .where(eq(chatroomEmergencyContacts.chatRoomId, roomId))
    .orderBy(asc(chatroomEmergencyContacts.sortId), desc(chatroomEmergencyContacts.id));

/**
 * Replaces the room's list in one transaction: rows with a known id are updated, rows without
 * one created, rows left out deleted; sort_id is the position. An id of another room is
 * treated as new, so one room's contact can never be moved or edited through another.
 */
export const replaceEmergencyContacts = async (
  db: Db,
  roomId: number,
  memberId: number,
  rows: readonly EmergencyContactInput[],
): Promise<void> => {
  await db.transaction(async (tx) => {
    const existing = new Set((await listEmergencyContacts(tx, roomId)).map((r) => r.id));
    const kept = rows.flatMap((r) => (r.id !== undefined && existing.has(r.id) ? [r.id] : []));
    await tx
      .delete(chatroomEmergencyContacts)
      .where(
        kept.length > 0
          ? and(
              eq(chatroomEmergencyContacts.chatRoomId, roomId),
              notInArray(chatroomEmergencyContacts.id, kept),
            )
          : eq(chatroomEmergencyContacts.chatRoomId, roomId),
      );
    for (const [sortId, row] of rows.entries()) {
      const values = {
        name: row.name,
        contactTypeId: row.contact_type_id,
        telNumber: row.tel_number,
        sortId,
      };
      if (row.id !== undefined && existing.has(row.id))
        await tx
          .update(chatroomEmergencyContacts)
          .set(values)
          .where(eq(chatroomEmergencyContacts.id, row.id));
      else
        await tx
          .insert(chatroomEmergencyContacts)
          .values({ ...values, chatRoomId: roomId, createMemberId: memberId });
    }
  });
};

/**
 * Sets a project member's site roles (updateBbsMember). False when the member is not in the
 * project (or has left the company), so nothing is written for someone outside the room.
 */
export const setSiteRoles = async (
  db: Db,
  projectId: number,
  memberId: number,
  roles: { salesManager: boolean; foreman: boolean },
): Promise<boolean> => {
  const rows = await db
    .update(projectMembers)
    .set(roles)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.memberId, memberId),
        exists(
          db
            .select({ id: members.id })
            .from(members)
            .where(and(eq(members.id, memberId), eq(members.delFlg, false))),
        ),
      ),
    )
    .returning({ memberId: projectMembers.memberId });
  return rows.length > 0;
};
