import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

/** The account that logs in with this e-mail address, if any (addresses are unique). */
export const userIdByEmail = async (db: Db, email: string): Promise<number | undefined> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
};

/** The account that logs in with this phone number, if any. */
export const userIdByTel = async (db: Db, tel: string): Promise<number | undefined> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.telNumber, tel));
  return row?.id;
};
