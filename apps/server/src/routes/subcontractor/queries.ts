import { COMPANY_TYPE, INVITATION_STATUS } from '@genba/validators';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyLogos,
  invitations,
  members,
  offices,
  subcontractors,
} from '../../db/schema/index.ts';
import { likePattern } from '../talk/queries.ts';

export type PartnerColumns = Omit<
  typeof companies.$inferInsert,
  'id' | 'type' | 'headOfficeId' | 'createdAt' | 'updatedAt'
>;

/** This company's live partner members (type 2) who belong to the partner company. */
const partnerMemberCount = sql<number>`(
  select count(*)::int from ${members}
  where ${members.companyId} = ${subcontractors.companyId}
    and ${members.belongToCompanyId} = ${subcontractors.partnerCompanyId}
    and ${members.type} = 2 and ${members.delFlg} = false
)`;

const listColumns = {
  relation: subcontractors,
  company: companies,
  hasLogo: sql<boolean>`${companyLogos.companyId} is not null`,
  memberCount: partnerMemberCount,
};

export type SubcontractorRow = {
  relation: typeof subcontractors.$inferSelect;
  company: typeof companies.$inferSelect;
  hasLogo: boolean;
  memberCount: number;
};

const keywordFilter = (keyword: string | undefined): SQL | undefined => {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(
    ilike(companies.name, pattern),
    ilike(companies.nameKana, pattern),
    ilike(sql`coalesce(${companies.telephoneNumber}, '')`, pattern),
    ilike(
      sql`coalesce(${companies.representName1}, '') || coalesce(${companies.representName2}, '')`,
      pattern,
    ),
  );
};

/** A page of the company's partner companies in name order, with the total the keyword matched. */
export const listSubcontractors = async (
  db: Db,
  q: { companyId: number; keyword: string | undefined; offset: number; limit: number },
): Promise<{ rows: SubcontractorRow[]; total: number }> => {
  const where = and(eq(subcontractors.companyId, q.companyId), keywordFilter(q.keyword));
  const rows = await db
    .select(listColumns)
    .from(subcontractors)
    .innerJoin(companies, eq(companies.id, subcontractors.partnerCompanyId))
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id))
    .where(where)
    .orderBy(asc(companies.nameKana), asc(companies.name), asc(subcontractors.id))
    .offset(q.offset)
    .limit(q.limit);
  const [total] = await db
    .select({ n: count() })
    .from(subcontractors)
    .innerJoin(companies, eq(companies.id, subcontractors.partnerCompanyId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
};

/** One relation of the company (another company's relation reads as none). */
export const findSubcontractor = async (
  db: Db,
  companyId: number,
  id: number,
): Promise<SubcontractorRow | undefined> => {
  const [row] = await db
    .select(listColumns)
    .from(subcontractors)
    .innerJoin(companies, eq(companies.id, subcontractors.partnerCompanyId))
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id))
    .where(and(eq(subcontractors.id, id), eq(subcontractors.companyId, companyId)));
  return row;
};

export const countSubcontractors = async (db: Db, companyId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(subcontractors)
    .where(eq(subcontractors.companyId, companyId));
  return row?.n ?? 0;
};

/** A new partner company with its head office, linked to the prime contractor as owned. */
export const insertPartnerCompany = (db: Db, companyId: number, columns: PartnerColumns): Promise<number> =>
  db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ ...columns, type: COMPANY_TYPE.general })
      .returning({ id: companies.id });
    if (!company) throw new Error('company insert returned nothing');
    const [office] = await tx
      .insert(offices)
      .values({
        companyId: company.id,
        name: '本社',
        postcode: columns.postcode ?? null,
        prefecId: columns.prefecId ?? null,
        address1: columns.address1 ?? null,
        address2: columns.address2 ?? null,
        address3: columns.address3 ?? null,
        telephoneNumber: columns.telephoneNumber ?? null,
        faxNumber: columns.faxNumber ?? null,
      })
      .returning({ id: offices.id });
    if (!office) throw new Error('office insert returned nothing');
    await tx.update(companies).set({ headOfficeId: office.id }).where(eq(companies.id, company.id));
    const [relation] = await tx
      .insert(subcontractors)
      .values({ companyId, partnerCompanyId: company.id, owned: true })
      .returning({ id: subcontractors.id });
    if (!relation) throw new Error('relation insert returned nothing');
    return relation.id;
  });

/** Links an existing company; undefined when the pair is already linked. */
export const linkCompany = async (db: Db, companyId: number, partnerCompanyId: number) => {
  const [row] = await db
    .insert(subcontractors)
    .values({ companyId, partnerCompanyId, owned: false })
    .onConflictDoNothing()
    .returning({ id: subcontractors.id });
  return row?.id;
};

/** Whether a company uses the product: it has a live member of its own. */
export const usesProduct = async (db: Db, companyId: number): Promise<boolean> => {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.delFlg, false)));
  return (row?.n ?? 0) > 0;
};

export const updatePartnerCompany = (db: Db, partnerCompanyId: number, columns: PartnerColumns, now: Date) =>
  db
    .update(companies)
    .set({ ...columns, updatedAt: now })
    .where(eq(companies.id, partnerCompanyId));

/** Records the logo's storage key; answers the key it replaced, if any. */
export const putLogo = async (
  db: Db,
  companyId: number,
  logo: { storageKey: string; mime: string },
  now: Date,
): Promise<string | undefined> => {
  const [old] = await db
    .select({ key: companyLogos.storageKey })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, companyId));
  await db
    .insert(companyLogos)
    .values({ companyId, ...logo, updatedAt: now })
    .onConflictDoUpdate({ target: companyLogos.companyId, set: { ...logo, updatedAt: now } });
  return old?.key;
};

/**
 * Removes the relation. A company the prime contractor registered goes with it
 * when nobody else links it and no member anywhere belongs to it or works in
 * it; its logo key is answered so the bytes can go too.
 */
export const deleteRelation = (db: Db, row: SubcontractorRow): Promise<{ logoKey: string | undefined }> =>
  db.transaction(async (tx) => {
    await tx.delete(subcontractors).where(eq(subcontractors.id, row.relation.id));
    if (!row.relation.owned) return { logoKey: undefined };
    const partnerId = row.company.id;
    const [others] = await tx
      .select({ n: count() })
      .from(subcontractors)
      .where(eq(subcontractors.partnerCompanyId, partnerId));
    const [people] = await tx
      .select({ n: count() })
      .from(members)
      .where(or(eq(members.companyId, partnerId), eq(members.belongToCompanyId, partnerId)));
    if ((others?.n ?? 0) > 0 || (people?.n ?? 0) > 0) return { logoKey: undefined };
    const [logo] = await tx
      .select({ key: companyLogos.storageKey })
      .from(companyLogos)
      .where(eq(companyLogos.companyId, partnerId));
    await tx.delete(companies).where(eq(companies.id, partnerId));
    return { logoKey: logo?.key };
  });

/** Live members of ours who belong to the partner company (a delete is refused while there are any). */
export const membersBelongingTo = async (db: Db, companyId: number, partnerCompanyId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(
      and(
        eq(members.companyId, companyId),
        eq(members.belongToCompanyId, partnerCompanyId),
        eq(members.delFlg, false),
      ),
    );
  return row?.n ?? 0;
};

/** Pending invitations of the company sent to partner companies' representatives, newest first, with the partner's name. */
export const pendingPartnerInvitations = (db: Db, companyId: number) =>
  db
    .select({ invitation: invitations, partnerName: companies.name })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.registCompanyId))
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.delFlg, false),
        eq(invitations.invitationStatus, INVITATION_STATUS.invitation),
      ),
    )
    .orderBy(sql`${invitations.createdAt} desc`, sql`${invitations.id} desc`)
    .limit(100);
export type PendingPartnerInvitationRow = Awaited<ReturnType<typeof pendingPartnerInvitations>>[number];
