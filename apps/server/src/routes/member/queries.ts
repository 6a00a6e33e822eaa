import type { TMemberSortKey } from '@genba/api-client/schemas';
import type { AuthId, LoginType, MemberAllowanceRow, MemberCosts, WorkerListData } from '@genba/validators';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyAllowances,
  memberAllowances,
  memberCosts,
  memberDetails,
  memberOffices,
  members,
  offices,
  projectMembers,
  users,
} from '../../db/schema/index.ts';

export type MemberFilter = {
  companyId: number;
  keyword?: string;
  officeId?: number;
  authId?: AuthId;
  loginType?: LoginType;
  /** 1 active (terms agreed), 2 not agreed. */
  status?: 1 | 2;
  fieldId?: number;
  sort?: TMemberSortKey;
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
};

/** The table's sort keys → columns; every order ends on kana then id so pages never overlap. */
const SORT_COLUMNS = {
  kana: [members.kana1, members.kana2],
  auth_id: [members.authId],
  login_type: [users.loginType],
  status: [users.agreeTermsFlg],
  created_at: [members.createdAt],
} as const;

const orderOf = (f: MemberFilter) => {
  const by = f.order === 'desc' ? desc : asc;
  const primary = SORT_COLUMNS[f.sort ?? 'kana'].map((c) => by(c));
  return [...primary, asc(members.kana1), asc(members.kana2), asc(members.id)];
};

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const filterOf = (f: MemberFilter): SQL | undefined => {
  const keyword = f.keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : undefined;
  return and(
    eq(members.companyId, f.companyId),
    eq(members.delFlg, false),
    f.authId === undefined ? undefined : eq(members.authId, f.authId),
    f.loginType === undefined ? undefined : eq(users.loginType, f.loginType),
    f.status === undefined ? undefined : eq(users.agreeTermsFlg, f.status === 1),
    f.officeId === undefined
      ? undefined
      : inArray(
          members.id,
          sql`(select ${memberOffices.memberId} from ${memberOffices} where ${memberOffices.officeId} = ${f.officeId})`,
        ),
    f.fieldId === undefined
      ? undefined
      : inArray(
          members.id,
          sql`(select ${projectMembers.memberId} from ${projectMembers} where ${projectMembers.projectId} = ${f.fieldId})`,
        ),
    pattern === undefined
      ? undefined
      : or(
          ilike(sql`${members.name1} || ${members.name2}`, pattern),
          ilike(sql`${members.kana1} || ${members.kana2}`, pattern),
          ilike(users.email, pattern),
          ilike(users.telNumber, pattern),
        ),
  );
};

/** A page of the company's members by kana, with the total the filters match. */
export const listMembers = async (db: Db, f: MemberFilter) => {
  const where = filterOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ member: members, user: users })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(where)
      .orderBy(...orderOf(f))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(members).innerJoin(users, eq(users.id, members.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export type MemberListRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

/** The offices of these members, by member id. */
export const officesOfMembers = async (db: Db, memberIds: number[]) => {
  const byMember = new Map<number, { id: number; name: string }[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select({ memberId: memberOffices.memberId, id: offices.id, name: offices.name })
    .from(memberOffices)
    .innerJoin(offices, eq(offices.id, memberOffices.officeId))
    .where(inArray(memberOffices.memberId, memberIds))
    .orderBy(asc(offices.id));
  for (const r of rows)
    byMember.set(r.memberId, [...(byMember.get(r.memberId) ?? []), { id: r.id, name: r.name }]);
  return byMember;
};

/** A live (not deleted) member of the company with their account, or undefined. */
export const findCompanyMember = async (db: Db, companyId: number, memberId: number) => {
  const [row] = await db
    .select({ member: members, user: users, detail: memberDetails })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(memberDetails, eq(memberDetails.memberId, members.id))
    .where(and(eq(members.id, memberId), eq(members.companyId, companyId), eq(members.delFlg, false)));
  return row;
};

/** Another account already using this e-mail or number (the unique keys of users), and whether it is in the company. */
export const takenLogin = async (
  db: Db,
  a: { companyId: number; email: string | null; tel: string | null; exceptUserId?: number },
) => {
  const check = async (column: typeof users.email | typeof users.telNumber, value: string | null) => {
    if (value === null) return undefined;
    const [row] = await db
      .select({ id: users.id, inCompany: members.id })
      .from(users)
      .leftJoin(
        members,
        and(eq(members.userId, users.id), eq(members.companyId, a.companyId), eq(members.delFlg, false)),
      )
      .where(and(eq(column, value), a.exceptUserId === undefined ? undefined : ne(users.id, a.exceptUserId)));
    return row ? { inCompany: row.inCompany !== null } : undefined;
  };
  return { email: await check(users.email, a.email), tel: await check(users.telNumber, a.tel) };
};

export type MemberWrite = {
  name1: string;
  name2: string;
  kana1: string;
  kana2: string;
  type: 1 | 2;
  authId: AuthId;
  companyName: string | null;
  workerTypeId: number;
  email: string | null;
  tel: string | null;
  loginType: LoginType;
  /** Undefined keeps the current password. */
  passwordHash?: string | null;
  officeId: number;
  workerListRequired: 0 | 1 | null;
  workerListData: WorkerListData | null;
  /** Pay (core §3); undefined when the form did not send it (kept as stored). */
  costs?: Omit<MemberCosts, 'company_member_allowance'>;
  /** Undefined keeps the stored allowances. */
  allowances?: MemberAllowanceRow[];
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const costColumns = (c: Omit<MemberCosts, 'company_member_allowance'>) => ({
  costType: c.cost_type,
  cost: c.cost,
  hourCost: c.hour_cost,
  monthlyCost: c.monthly_cost,
  monthlyPaymentCost: c.monthly_payment_cost,
  hourAllowanceCost: c.hour_allowance_cost,
  fieldVolumeCost: c.field_volume_cost,
});

/**
 * The member's allowances become exactly `rows`: each name finds the
 * company's allowance of that name (its unit updated) or makes it.
 */
const replaceAllowances = async (
  tx: Db | Tx,
  companyId: number,
  memberId: number,
  rows: MemberAllowanceRow[],
) => {
  await tx.delete(memberAllowances).where(eq(memberAllowances.memberId, memberId));
  for (const row of rows) {
    const [allowance] = await tx
      .insert(companyAllowances)
      .values({ companyId, name: row.name, unitId: row.unit_id })
      .onConflictDoUpdate({
        target: [companyAllowances.companyId, companyAllowances.name],
        set: { unitId: row.unit_id },
      })
      .returning({ id: companyAllowances.id });
    if (allowance)
      await tx
        .insert(memberAllowances)
        .values({ memberId, companyAllowanceId: allowance.id, cost: row.cost });
  }
};

/** A member's allowances in the wire's order (by allowance name). */
export const allowancesOfMember = (db: Db, memberId: number) =>
  db
    .select({
      id: memberAllowances.id,
      companyAllowanceId: companyAllowances.id,
      name: companyAllowances.name,
      unitId: companyAllowances.unitId,
      companyId: companyAllowances.companyId,
      cost: memberAllowances.cost,
    })
    .from(memberAllowances)
    .innerJoin(companyAllowances, eq(companyAllowances.id, memberAllowances.companyAllowanceId))
    .where(eq(memberAllowances.memberId, memberId))
    .orderBy(asc(companyAllowances.name));

export type MemberAllowanceReadRow = Awaited<ReturnType<typeof allowancesOfMember>>[number];

const memberColumns = (w: MemberWrite) => ({
  name1: w.name1,
  name2: w.name2,
  kana1: w.kana1,
  kana2: w.kana2,
  type: w.type,
  authId: w.authId,
  companyName: w.companyName,
  workerTypeId: w.workerTypeId,
});

const saveDetail = async (db: Db | Tx, companyId: number, memberId: number, w: MemberWrite, now: Date) => {
  const set = {
    workerListRequired: w.workerListRequired,
    workerListData: w.workerListData,
    ...(w.costs ? costColumns(w.costs) : {}),
    updatedAt: now,
  };
  await db
    .insert(memberDetails)
    .values({ memberId, ...set })
    .onConflictDoUpdate({ target: memberDetails.memberId, set });
  if (w.allowances) await replaceAllowances(db, companyId, memberId, w.allowances);
  if (w.costs) await mirrorTotalsCosts(db, memberId, w.costs, w.allowances);
};

/**
 * The attendance totals read a member's pay from member_costs (schema/daily.ts); the member form
 * is where it is edited now, so each save writes it there too: no pay type, no row (no cost).
 * The day allowance is the sum of the per-day allowances (kept when the form sent no allowances).
 */
const mirrorTotalsCosts = async (
  db: Db | Tx,
  memberId: number,
  c: Omit<MemberCosts, 'company_member_allowance'>,
  allowances: MemberAllowanceRow[] | undefined,
) => {
  if (c.cost_type === null) {
    await db.delete(memberCosts).where(eq(memberCosts.memberId, memberId));
    return;
  }
  const pay = {
    costType: c.cost_type,
    dayCost: c.cost ?? 0,
    hourCost: c.hour_cost ?? 0,
    monthlyCost: c.monthly_cost ?? 0,
  };
  const dayAllowance = allowances
    ? { dayAllowance: allowances.filter((a) => a.unit_id === 1).reduce((sum, a) => sum + a.cost, 0) }
    : {};
  await db
    .insert(memberCosts)
    .values({ memberId, ...pay, ...dayAllowance })
    .onConflictDoUpdate({ target: memberCosts.memberId, set: { ...pay, ...dayAllowance } });
};

/** The totals' cost row of a member (seeded or saved before the member form carried pay). */
export const totalsCostsOf = async (db: Db, memberId: number) => {
  const [row] = await db.select().from(memberCosts).where(eq(memberCosts.memberId, memberId));
  return row;
};

/** A new account and its member of the company, placed in one office; the terms are agreed on first login. */
export const insertMember = (db: Db, companyId: number, w: MemberWrite, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: w.email,
        telNumber: w.tel,
        passwordHash: w.passwordHash ?? null,
        loginType: w.loginType,
        loginCompanyId: companyId,
        loginOfficeId: w.officeId,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    const [member] = await tx
      .insert(members)
      .values({ ...memberColumns(w), userId: user.id, companyId })
      .returning({ id: members.id });
    if (!member) throw new Error('member insert returned nothing');
    await tx.insert(memberOffices).values({ memberId: member.id, officeId: w.officeId });
    await saveDetail(tx, companyId, member.id, w, now);
    return member.id;
  });

/** Saves the member form over an existing member; a new office replaces their offices. */
export const updateMemberRow = (
  db: Db,
  target: { memberId: number; userId: number; companyId: number; officeIds: readonly number[] },
  w: MemberWrite,
  now: Date,
): Promise<void> =>
  db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: w.email,
        telNumber: w.tel,
        loginType: w.loginType,
        ...(w.passwordHash === undefined ? {} : { passwordHash: w.passwordHash }),
      })
      .where(eq(users.id, target.userId));
    await tx.update(members).set(memberColumns(w)).where(eq(members.id, target.memberId));
    if (!target.officeIds.includes(w.officeId)) await replaceOffices(tx, target.memberId, w.officeId);
    await saveDetail(tx, target.companyId, target.memberId, w, now);
  });

/** The member leaves every office and joins this one (the move of core §6). */
export const replaceOffices = async (db: Db | Tx, memberId: number, officeId: number): Promise<void> => {
  await db.delete(memberOffices).where(eq(memberOffices.memberId, memberId));
  await db.insert(memberOffices).values({ memberId, officeId });
};

export const softDeleteMember = (db: Db, memberId: number) =>
  db.update(members).set({ delFlg: true }).where(eq(members.id, memberId));

/**
 * The live account with this e-mail or number (a deleted account has neither),
 * its membership of the company if any (even a deleted one) and its newest
 * live membership (whose name a completion copies).
 */
export const lookUpAccount = async (db: Db, companyId: number, key: { email: string } | { tel: string }) => {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where('email' in key ? eq(users.email, key.email) : eq(users.telNumber, key.tel))
    .limit(1);
  if (!user) return undefined;
  const rows = await db
    .select({
      id: members.id,
      companyId: members.companyId,
      delFlg: members.delFlg,
      name1: members.name1,
      name2: members.name2,
      kana1: members.kana1,
      kana2: members.kana2,
    })
    .from(members)
    .where(eq(members.userId, user.id))
    .orderBy(desc(members.createdAt));
  return {
    userId: user.id,
    own: rows.find((r) => r.companyId === companyId),
    newest: rows.find((r) => !r.delFlg) ?? rows[0],
  };
};

/** The account joins the company in one office (a deleted membership of it comes back). */
export const addAccountToCompany = (
  db: Db,
  a: {
    userId: number;
    companyId: number;
    existingMemberId: number | undefined;
    names: { name1: string; name2: string; kana1: string; kana2: string };
    type: 1 | 2;
    authId: AuthId;
    officeId: number;
  },
): Promise<number> =>
  db.transaction(async (tx) => {
    let memberId = a.existingMemberId;
    if (memberId !== undefined) {
      await tx
        .update(members)
        .set({ delFlg: false, type: a.type, authId: a.authId })
        .where(eq(members.id, memberId));
    } else {
      const [row] = await tx
        .insert(members)
        .values({ ...a.names, userId: a.userId, companyId: a.companyId, type: a.type, authId: a.authId })
        .returning({ id: members.id });
      if (!row) throw new Error('member insert returned nothing');
      memberId = row.id;
    }
    await replaceOffices(tx, memberId, a.officeId);
    return memberId;
  });
