import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { chatRooms, projects } from '../../src/db/schema/index.ts';

/** The demo seed's site whose project room the talk tests post into. */
export const TALK_SITE = '博多駅前ビル 外装改修工事';

export type SiteRoom = { fieldId: number; companyId: number; roomId: number };

/** A seeded project by its case name (the album tests' ALBUM_SEED_PROJECT, the talk tests' site); throws when missing. */
export const findSeedProject = async (db: Db, caseName: string = TALK_SITE) => {
  const [project] = await db.select().from(projects).where(eq(projects.caseName, caseName));
  if (!project) throw new Error('seed project missing');
  return project;
};

/** A seeded site and its project chat room; throws when the seed lacks either. */
export const findSiteRoom = async (db: Db, caseName: string = TALK_SITE): Promise<SiteRoom> => {
  const project = await findSeedProject(db, caseName);
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.attendanceFieldId, project.id), eq(chatRooms.type, 'project')));
  if (!room) throw new Error('seed room missing');
  return { fieldId: project.id, companyId: project.companyId, roomId: room.id };
};

/** The multipart body of `sendFieldPhoto` into the site's room, as the app's composer sends it. */
export const fieldPhotoForm = (
  site: Pick<SiteRoom, 'fieldId' | 'roomId'>,
  file: File,
  extra: Record<string, string> = {},
): FormData => {
  const form = new FormData();
  form.set('chatroom_id', String(site.roomId));
  form.set('attendance_field_id', String(site.fieldId));
  form.set('api_version', '2');
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  form.set('file', file);
  return form;
};
