import { MEMBER_TYPE } from '@genba/validators';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  albumTagGroups,
  albumTags,
  companies,
  constructionReceptions,
  members,
  offices,
  subcontractors,
} from '../../db/schema/index.ts';

/**
 * Reads and writes of the installer (protec) variant and of what a new project
 * copies from its company (tag groups); handlers in index.ts / protec.ts.
 */

export type ReceptionRow = typeof constructionReceptions.$inferSelect;
export type ReceptionValues = Omit<ReceptionRow, 'fieldId' | 'updatedAt'>;

/** The partner link `relationId` when it names `partnerCompanyId` as the partner (else undefined). */
export const findPartnerLink = async (db: Db, relationId: number, partnerCompanyId: number) => {
  const [row] = await db
    .select({ id: subcontractors.id, companyId: subcontractors.companyId })
    .from(subcontractors)
    .where(and(eq(subcontractors.id, relationId), eq(subcontractors.partnerCompanyId, partnerCompanyId)));
  return row;
};

/** The link by which `primeCompanyId` registered `partnerCompanyId` as its partner (else undefined). */
export const findPartnerLinkByCompany = async (db: Db, primeCompanyId: number, partnerCompanyId: number) => {
  const [row] = await db
    .select({ id: subcontractors.id, companyId: subcontractors.companyId })
    .from(subcontractors)
    .where(
      and(
        eq(subcontractors.companyId, primeCompanyId),
        eq(subcontractors.partnerCompanyId, partnerCompanyId),
      ),
    );
  return row;
};

/** An active in-company member of the company (a prime contractor's 担当者; its partner workers are not). */
export const isCompanyStaff = async (db: Db, companyId: number, memberId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.id, memberId),
        eq(members.companyId, companyId),
        eq(members.type, MEMBER_TYPE.inCompany),
        eq(members.delFlg, false),
      ),
    );
  return row !== undefined;
};

/** The prime contractors that registered `partnerCompanyId`, by name, with their offices and staff. */
export const primeContractorsOf = async (db: Db, partnerCompanyId: number) => {
  const links = await db
    .select({ relationId: subcontractors.id, companyId: companies.id, name: companies.name })
    .from(subcontractors)
    .innerJoin(companies, eq(companies.id, subcontractors.companyId))
    .where(eq(subcontractors.partnerCompanyId, partnerCompanyId))
    .orderBy(asc(companies.nameKana), asc(companies.id));
  if (links.length === 0) return [];
  const ids = links.map((l) => l.companyId);
  const [officeRows, staffRows] = await Promise.all([
    db
      .select({ id: offices.id, companyId: offices.companyId, name: offices.name })
      .from(offices)
      .where(inArray(offices.companyId, ids))
      .orderBy(asc(offices.id)),
    db
      .select({ id: members.id, companyId: members.companyId, name1: members.name1, name2: members.name2 })
      .from(members)
      .where(
        and(
          inArray(members.companyId, ids),
          eq(members.type, MEMBER_TYPE.inCompany),
          eq(members.delFlg, false),
        ),
      )
      .orderBy(asc(members.kana1), asc(members.id)),
  ]);
  return links.map((l) => ({
    relation_id: l.relationId,
    company_id: l.companyId,
    name: l.name,
    offices: officeRows.filter((o) => o.companyId === l.companyId).map((o) => ({ id: o.id, name: o.name })),
    members: staffRows
      .filter((m) => m.companyId === l.companyId)
      .map((m) => ({ id: m.id, name: `${m.name1} ${m.name2}`.trim() })),
  }));
};

export const findReception = async (db: Db, fieldId: number): Promise<ReceptionRow | undefined> => {
  const [row] = await db
    .select()
    .from(constructionReceptions)
    .where(eq(constructionReceptions.fieldId, fieldId));
  return row;
};

/** Writes the project's reception, replacing the stored one. */
export const saveReception = async (db: Db, fieldId: number, values: ReceptionValues): Promise<void> => {
  await db
    .insert(constructionReceptions)
    .values({ fieldId, ...values })
    .onConflictDoUpdate({
      target: constructionReceptions.fieldId,
      set: { ...values, updatedAt: new Date() },
    });
};

/** How many of `ids` are the company's company-wide tag groups (no project, no member). */
export const countCompanyTagGroups = async (db: Db, companyId: number, ids: readonly number[]) => {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: albumTagGroups.id })
    .from(albumTagGroups)
    .where(
      and(
        eq(albumTagGroups.companyId, companyId),
        isNull(albumTagGroups.fieldId),
        isNull(albumTagGroups.memberId),
        inArray(albumTagGroups.id, [...ids]),
      ),
    );
  return rows.length;
};

/** Copies the company-wide tag groups `ids` with their tags into the project's own groups. */
export const copyTagGroups = async (
  db: Db,
  companyId: number,
  fieldId: number,
  ids: readonly number[],
): Promise<void> => {
  if (ids.length === 0) return;
  const groups = await db
    .select()
    .from(albumTagGroups)
    .where(
      and(
        eq(albumTagGroups.companyId, companyId),
        isNull(albumTagGroups.fieldId),
        isNull(albumTagGroups.memberId),
        inArray(albumTagGroups.id, [...ids]),
      ),
    )
    .orderBy(asc(albumTagGroups.sortId), asc(albumTagGroups.id));
  const tags = await db
    .select()
    .from(albumTags)
    .where(
      inArray(
        albumTags.tagGroupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(albumTags.sortId), asc(albumTags.id));
  for (const group of groups) {
    const [copy] = await db
      .insert(albumTagGroups)
      .values({ companyId, fieldId, name: group.name, pqaFlg: group.pqaFlg, sortId: group.sortId })
      .returning({ id: albumTagGroups.id });
    const own = tags.filter((t) => t.tagGroupId === group.id);
    if (copy && own.length > 0)
      await db.insert(albumTags).values(
        own.map((t) => ({
          companyId,
          tagGroupId: copy.id,
          name: t.name,
          operations: t.operations,
          sortId: t.sortId,
        })),
      );
  }
};
