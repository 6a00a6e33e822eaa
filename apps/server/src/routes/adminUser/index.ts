import { ADMIN_ROLE, ADMIN_USER_MESSAGE } from '@genba/validators';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { userIdByEmail } from '../../db/userRows.ts';
import { forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { isSystemAdmin } from '../talkNews/newsQueries.ts';
import { deleteAdmin, findAdmin, insertAdmin, listAdmins, roleOf, updateAdmin } from './queries.ts';
import { toWireAdminUser } from './wire.ts';

/**
 * System administrators (talk §7 admin_user). Every call is for system administrators only;
 * creating, editing and deleting for those whose role is manager (our design: the spec shows
 * no admin screen). Decided before the input is read, so a member learns nothing of the forms.
 * A manager can neither delete nor demote themself, so at least one manager always remains.
 */
type AccessCtx = { db: Db; caller: { user?: { id: number } } };

const adminOnly = {
  access: async ({ db, caller }: AccessCtx): Promise<void> => {
    if (!caller.user || !(await isSystemAdmin(db, caller.user.id)))
      throw forbidden(ADMIN_USER_MESSAGE.adminOnly);
  },
};

const managerOnly = {
  access: async ({ db, caller }: AccessCtx): Promise<void> => {
    const me = caller.user ? await findAdmin(db, caller.user.id) : undefined;
    if (!me) throw forbidden(ADMIN_USER_MESSAGE.adminOnly);
    if (roleOf(me) !== ADMIN_ROLE.manager) throw forbidden(ADMIN_USER_MESSAGE.managerOnly);
  },
};

const emailTaken = () => validationFailed({ email: [ADMIN_USER_MESSAGE.emailTaken] });

const answer = async (db: Db, id: number) => {
  const row = await findAdmin(db, id);
  if (!row) throw notFound(ADMIN_USER_MESSAGE.notFound);
  return { status: true as const, data: toWireAdminUser(row) };
};

export const adminUserRoutes = [
  implement(
    'getAdminUsers',
    async ({ db, query }) => {
      const { rows, total } = await listAdmins(db, query);
      return { data: rows.map(toWireAdminUser), total };
    },
    adminOnly,
  ),

  implement(
    'createAdminUser',
    async ({ db, body, company, auth }) => {
      const email = body.email.trim().toLowerCase();
      if (await userIdByEmail(db, email)) throw emailTaken();
      const id = await insertAdmin(db, {
        name: body.name.trim(),
        email,
        role: body.role,
        passwordHash: await hashPassword(body.password),
        companyId: company.id,
        officeId: auth.officeId,
        companyName: company.name,
      });
      return answer(db, id);
    },
    managerOnly,
  ),

  implement(
    'updateAdminUser',
    async ({ db, body, user, deps }) => {
      const target = await findAdmin(db, body.id);
      if (!target) throw notFound(ADMIN_USER_MESSAGE.notFound);
      if (body.id === user.id && body.role !== roleOf(target)) throw forbidden(ADMIN_USER_MESSAGE.ownRole);
      const email = body.email.trim().toLowerCase();
      const owner = await userIdByEmail(db, email);
      if (owner !== undefined && owner !== body.id) throw emailTaken();
      await updateAdmin(db, {
        id: body.id,
        name: body.name.trim(),
        email,
        role: body.role,
        passwordHash: body.password ? await hashPassword(body.password) : undefined,
        now: deps.now(),
      });
      return answer(db, body.id);
    },
    managerOnly,
  ),

  implement(
    'deleteAdminUser',
    async ({ db, params, user, company }) => {
      if (params.id === user.id) throw forbidden(ADMIN_USER_MESSAGE.ownDelete);
      if (!(await deleteAdmin(db, { id: params.id, companyId: company.id })))
        throw notFound(ADMIN_USER_MESSAGE.notFound);
      return { success: true };
    },
    managerOnly,
  ),
];
