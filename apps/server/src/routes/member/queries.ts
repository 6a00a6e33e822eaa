import type { AuthId, LoginType } from '@genba/validators';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberOffices, members, offices, projectMembers, users } from '../../db/schema/index.ts';

export type MemberFilter = {
  companyId: number;
  keyword?: string;
  officeId?: number;
  authId?: AuthId;
  loginType?: LoginType;
  /** 1 active (terms agreed), 2 not agreed. */
  status?: 1 | 2;
  fieldId?: number;
  offset: number;
  limit: number;
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
      .orderBy(asc(members.kana1), asc(members.kana2), asc(members.id))
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
