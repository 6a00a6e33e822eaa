import {
  CASE_DATE_COLUMNS,
  CASE_KEYSET_SORTS,
  type CaseColumn,
  type CaseDateColumn,
  isSubManagerCandidate,
  LIMITS,
  PROJECT_STATUS_FILTER,
  type ProjectCompletionStatus,
  ROOM_ROLE,
  roomRoleOf,
} from '@genba/validators';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
import {
  buildings,
  caseColumnSettings,
  chatRooms,
  customers,
  members,
  offices,
  projectCompletionStatuses,
  projectMembers,
  projects,
} from '../../db/schema/index.ts';
import { likePattern } from '../talk/queries.ts';
import { cachedCaseTotal } from './caseTotals.ts';

/** The project feature's reads and writes (docs/adr/006); handlers in index.ts call these. */

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectInsert = typeof projects.$inferInsert;

/** What the case list asks for, already validated (ZCaseListRequest). */
export type CaseListFilter = {
  companyId: number;
  /** Company managers see every project; others only the ones they take part in. */
  participantId: number | null;
  status: number;
  officeId?: number | undefined;
  saleMan?: number | undefined;
  foreMan?: number | undefined;
  caseType?: string | undefined;
  team?: string | undefined;
  keyword?: string | undefined;
  /** False for the roles customer information is hidden from: the keyword then skips customer fields. */
  searchCustomer: boolean;
  dateColumn?: CaseDateColumn | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  sort: CaseColumn;
  order: 'asc' | 'desc';
  page: number;
  /**
   * Keyset paging: the last project of the previous page. Used when the sort column is never null
   * (KEYSET_SORTS) and the project is still in the company, else the page number's offset is.
   */
  afterId?: number | undefined;
};

const DATE_COLUMN: Record<CaseDateColumn, PgColumn> = {
  launch_date: projects.launchDate,
  contract_date: projects.contractDate,
  survey_date: projects.surveyDate,
  business_date: projects.businessDate,
  construction_start_date: projects.startDate,
  construction_end_date: projects.endDate,
  delivery_date: projects.deliveryDate,
  intermediate_date: projects.intermediateDate,
  final_date: projects.finalDate,
  reception_date: projects.receptionDate,
  created_at: projects.createdAt,
  updated_at: projects.updatedAt,
};

/** The column each sortable case-list column orders by (team_names has no order). */
const SORT_COLUMN: Record<Exclude<CaseColumn, 'team_names'>, PgColumn | SQL> = {
  ...DATE_COLUMN,
  case_name: projects.caseName,
  case_name_kana: projects.caseNameKana,
  case_status: projects.completionStatus,
  source: projects.source,
  construction_type_id: projects.constructionTypeId,
  office_id: projects.officeId,
  sale_man: projects.saleMan,
  fore_man: projects.foreMan,
  customer_name: projects.customerName,
  customer_address: customers.address1,
  building_name: buildings.estateName,
  building_address: buildings.address1,
  case_type: projects.caseType,
  partner_company: projects.partnerCompany,
  // projects_company_memo_idx: a memo may be longer than a btree entry, so the order is by its first 100 characters.
  memo: sql`left(${projects.memo}, 100)`,
};

/** A row comparison (column, id) > (v, id) continues these never-null sorts exactly. */
const KEYSET_SORTS: ReadonlySet<CaseColumn> = new Set(CASE_KEYSET_SORTS);

/** The customer's address as one text: customers_address_trgm_idx indexes this very expression. */
const customerAddressText = sql`(coalesce(${customers.address1}, '') || coalesce(${customers.address2}, '') || coalesce(${customers.address3}, ''))`;

/**
 * A keyword of at most this many characters has no trigram (pg_trgm needs three), so the trigram indexes
 * cannot find it and its count read every project of the company. The searched texts' character uni- and
 * bigrams (case_list_grams, migration 0036_casegrams) are in GIN expression indexes instead, and for such a
 * keyword "its lower case is one of the grams" is exactly what ILIKE '%…%' decides (ILIKE compares lower-cased
 * text): the count and the matches to sort ask the grams (the same rows as the ILIKEs over every project,
 * apps/server/test/routes/projects.test.ts).
 */
export const GRAM_KEYWORD_MAX = 2;
/** The expressions projects_case_grams_idx and customers_case_grams_idx index. */
const projectGrams = sql`case_list_grams(${projects.caseName}, ${projects.caseNameKana}, ${projects.address})`;
const customerGrams = sql`case_list_grams(${customers.clientName}, ${customerAddressText})`;
/**
 * Whether the grams decide `keyword` exactly: at most two characters, also once lower-cased (a character whose
 * lower case is longer is left to ILIKE), and neither the newline that joins the texts (a gram across two of
 * them) nor the chr(1) that splits the pairs.
 */
const gramKeyword = (keyword: string) =>
  [...keyword].length <= GRAM_KEYWORD_MAX &&
  [...keyword.toLowerCase()].length <= GRAM_KEYWORD_MAX &&
  !keyword.includes('\n') &&
  !keyword.includes(String.fromCharCode(1));

/** Date filters compare dates; the two timestamps are compared as Japan-time days. */
const dayRange = (column: CaseDateColumn, from?: string, to?: string): SQL[] => {
  const target = DATE_COLUMN[column];
  const isTimestamp = column === 'created_at' || column === 'updated_at';
  const filters: SQL[] = [];
  if (from)
    filters.push(
      isTimestamp
        ? gte(target, sql`(${from}::date)::timestamp AT TIME ZONE 'Asia/Tokyo'`)
        : gte(target, from),
    );
  if (to)
    filters.push(
      isTimestamp
        ? sql`${target} < ((${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo')`
        : lte(target, to),
    );
  return filters;
};

/**
 * The filter of a case-list request. `grams`: a short keyword (gramKeyword) is asked of the grams' indexes, for
 * the statements that read every match (the count, the few matches to sort); a walk of a sort index, which
 * reads rows one by one until the page is full, keeps the ILIKEs (a row's grams cost more than its ILIKEs).
 */
const caseFilters = (f: CaseListFilter, { grams = false } = {}): SQL[] => {
  const filters: SQL[] = [eq(projects.companyId, f.companyId)];
  if (f.participantId !== null) {
    filters.push(
      exists(
        sql`(select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.memberId} = ${f.participantId})`,
      ),
    );
  }
  if (f.status !== PROJECT_STATUS_FILTER.all && f.status !== PROJECT_STATUS_FILTER.edit) {
    filters.push(eq(projects.completionStatus, f.status as ProjectCompletionStatus));
  }
  if (f.officeId !== undefined) filters.push(eq(projects.officeId, f.officeId));
  if (f.saleMan !== undefined) filters.push(eq(projects.saleMan, f.saleMan));
  if (f.foreMan !== undefined) filters.push(eq(projects.foreMan, f.foreMan));
  if (f.caseType) filters.push(eq(projects.caseType, f.caseType));
  if (f.team) filters.push(sql`${f.team} = any(${projects.teamNames})`);
  if (f.dateColumn && CASE_DATE_COLUMNS.includes(f.dateColumn))
    filters.push(...dayRange(f.dateColumn, f.dateFrom, f.dateTo));
  const keyword = f.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    // Each alternative is indexed with pg_trgm (0030_caselist), so PostgreSQL ORs their bitmaps; the
    // customers come as an id list (customer_id = any(array(…))) rather than a join, which no index serves.
    // A short keyword asked of the grams is one alternative a side, which the bitmaps then decide alone.
    const byGrams = grams && gramKeyword(keyword);
    const gram = sql`array[lower(${keyword})]::text[]`;
    const own = byGrams
      ? sql`${projectGrams} @> ${gram}`
      : or(
          ilike(projects.caseName, pattern),
          ilike(projects.caseNameKana, pattern),
          ilike(projects.address, pattern),
        );
    // The customers' id list is a query of its own, planned once a request: its grams serve a walk too
    // (it read all the company's customers with ILIKE, 2 ms at 2,000 customers).
    const customer = gramKeyword(keyword)
      ? sql`${customerGrams} @> ${gram}`
      : or(ilike(customers.clientName, pattern), ilike(customerAddressText, pattern));
    const match = f.searchCustomer
      ? or(
          own,
          sql`${projects.customerId} = any(array(select ${customers.id} from ${customers} where ${customers.companyId} = ${f.companyId} and ${customer}))`,
        )
      : own;
    if (match) filters.push(match);
  }
  return filters;
};

/**
 * A page's rows with the names they show. Each name is a scalar subquery by primary key rather than
 * a join: the planner searched the orders of a six-table join for every page (planning cost more than
 * running it at 50,000 projects), while a subquery per name is planned alone and runs 30 index lookups.
 */
const customerAddress = sql`nullif(concat_ws('', ${customers.address1}, ${customers.address2}, ${customers.address3}), '')`;
const buildingAddress = sql`nullif(concat_ws('', ${buildings.address1}, ${buildings.address2}, ${buildings.address3}), '')`;
const memberName = sql`nullif(concat_ws(' ', ${members.name1}, ${members.name2}), '')`;
/** `value` of the row of `table` whose `id` is `ref`: one name of a case row. */
const nameById = (value: SQL | PgColumn, table: PgTable, id: PgColumn, ref: PgColumn) =>
  sql<string | null>`(select ${value} from ${table} where ${id} = ${ref})`;
export const caseListSelection = {
  project: projects,
  customerName: nameById(customers.clientName, customers, customers.id, projects.customerId),
  customerAddress: nameById(customerAddress, customers, customers.id, projects.customerId),
  buildingName: nameById(buildings.estateName, buildings, buildings.id, projects.buildingId),
  buildingAddress: nameById(buildingAddress, buildings, buildings.id, projects.buildingId),
  officeName: nameById(offices.name, offices, offices.id, projects.officeId),
  saleManName: nameById(memberName, members, members.id, projects.saleMan),
  foreManName: nameById(memberName, members, members.id, projects.foreMan),
  chatroomId: sql<
    number | null
  >`(select ${chatRooms.id} from ${chatRooms} where ${chatRooms.attendanceFieldId} = ${projects.id} and ${chatRooms.type} = 'project' limit 1)`,
};
export type CaseRow = {
  project: ProjectRow;
  customerName: string | null;
  customerAddress: string | null;
  buildingName: string | null;
  buildingAddress: string | null;
  officeName: string | null;
  saleManName: string | null;
  foreManName: string | null;
  chatroomId: number | null;
};

/** The statement that counts a case-list filter's projects (its plan is tested for short keywords). */
export const caseCount = (db: Db, f: CaseListFilter) => {
  const base = db.select({ total: count() }).from(projects);
  return (
    f.sort === 'customer_address' ? base.leftJoin(customers, eq(customers.id, projects.customerId)) : base
  ).where(and(...caseFilters(f, { grams: true })));
};

/** The filter part of a case-list request: the key its total is remembered under. */
const totalKey = (f: CaseListFilter): string => {
  const { sort: _sort, order: _order, page: _page, ...filter } = f;
  return JSON.stringify({ ...filter, keyword: f.keyword?.trim() });
};

/**
 * A keyword with at most this many matches has its matches sorted instead of the sort index walked:
 * the walk reads the company's projects in order until 30 match, which for a rare (or absent) match is
 * all of them (251 ms of CPU at 50,000 projects), while the trigram bitmaps find the matches at once.
 */
export const SORT_MATCHES_UP_TO = 1_000;

/**
 * One page of the case list (30 rows, core §9) and the total, sorted on the server.
 * The page's ids come first, from the projects alone (joined only to what the
 * filter or sort reads), so the (company_id, column, id) indexes stop the scan
 * after the page; only those 30 rows are then joined to their names (in the same
 * statement, as a subquery, when the sort reads the projects alone). The total
 * is remembered per filter until a write (caseTotals.ts). With a keyword the total comes first
 * and decides the plan: none is an empty page without a scan, a few
 * (SORT_MATCHES_UP_TO) are found by their indexes and sorted, many walk the sort index.
 */
export const listCases = async (
  db: Db,
  f: CaseListFilter,
  // The tests set it to compare both plans on the same data.
  sortMatchesUpTo = SORT_MATCHES_UP_TO,
): Promise<{ rows: CaseRow[]; total: number }> => {
  const filters = caseFilters(f);
  const perPage = LIMITS.paging.cases;
  const sortColumn = f.sort === 'team_names' ? projects.updatedAt : SORT_COLUMN[f.sort];
  const direction = f.order === 'asc' ? asc : desc;
  // The customer-name sort reads projects.customer_name (its index) and the keyword the customers' ids;
  // only the customer-address sort joins.
  const needsCustomer = f.sort === 'customer_address';
  const after = f.afterId === undefined ? undefined : await keysetAfter(db, f, sortColumn);
  const needsBuilding = f.sort.startsWith('building_');
  // The walk keeps a short keyword's ILIKEs; the few matches to sort are found by its grams (caseFilters).
  const pageWhere = (grams: boolean) => and(...(grams ? caseFilters(f, { grams }) : filters), after);
  // After a keyset the page starts at the previous page's last row instead of reading and skipping the pages before.
  const offset = after ? 0 : (f.page - 1) * perPage;
  /** The projects of the page's filter, joined only to what the sort reads. */
  const matching = (selection: { id: typeof projects.id; value?: SQL.Aliased }, grams = false) => {
    let query = db.select(selection).from(projects).$dynamic();
    if (needsCustomer) query = query.leftJoin(customers, eq(customers.id, projects.customerId));
    if (needsBuilding) query = query.leftJoin(buildings, eq(buildings.id, projects.buildingId));
    return query.where(pageWhere(grams));
  };
  const walkSortIndex = () =>
    matching({ id: projects.id })
      // PostgreSQL's default null order (last ascending, first descending) is the btree's order, so the
      // (company_id, column, id) indexes serve both directions; `nulls last` on a descending sort would not.
      .orderBy(direction(sortColumn), direction(projects.id))
      .limit(perPage)
      .offset(offset);
  const sortMatches = () => {
    // MATERIALIZED keeps the filter a query of its own, planned like the count (bitmaps of the trigram
    // indexes); the order then applies to the few rows it found, with the same null order as the walk.
    const dir = sql.raw(f.order === 'asc' ? 'asc' : 'desc');
    return queryRows<{ id: number }>(
      db,
      sql`with matches as materialized (${matching({ id: projects.id, value: sql`${sortColumn}`.as('value') }, true)})
        select id from matches order by value ${dir}, id ${dir} limit ${perPage} offset ${offset}`,
    );
  };
  const countMatches = async () => {
    const [counted] = await caseCount(db, f);
    return counted?.total ?? 0;
  };
  const countTotal = () => cachedCaseTotal(db, f.companyId, totalKey(f), countMatches);
  /**
   * The walk and the page's rows with their names in one statement, where the sort reads the projects alone:
   * the 30 ids of the walk, then the same order over those 30 rows. A statement less per computed page (on
   * PGlite each costs its own parse, plan and protocol round in this process).
   */
  const walkedPage = async (): Promise<CaseRow[]> =>
    db
      .select(caseListSelection)
      .from(projects)
      .where(inArray(projects.id, walkSortIndex()))
      .orderBy(direction(sortColumn), direction(projects.id));
  const walkInOne = !needsCustomer && !needsBuilding;
  let ids: { id: number }[];
  let total: number;
  if (f.keyword?.trim()) {
    total = await countTotal();
    if (total === 0) return { rows: [], total };
    if (total > sortMatchesUpTo && walkInOne) return { rows: await walkedPage(), total };
    ids = await (total <= sortMatchesUpTo ? sortMatches() : walkSortIndex());
  } else if (walkInOne) {
    const [rows, counted] = await Promise.all([walkedPage(), countTotal()]);
    return { rows, total: counted };
  } else {
    [ids, total] = await Promise.all([walkSortIndex(), countTotal()]);
  }
  if (ids.length === 0) return { rows: [], total };
  const found = await db
    .select(caseListSelection)
    .from(projects)
    .where(
      inArray(
        projects.id,
        ids.map((r) => r.id),
      ),
    );
  const byId = new Map(found.map((row) => [row.project.id, row]));
  const rows = ids.flatMap(({ id }) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return { rows, total };
};

/**
 * The keyset condition after the previous page's last project: (column, id) beyond its (value, id),
 * which the (company_id, column, id) index starts from. Undefined (the offset pages) when the sort
 * column may be null or the project is not the company's any more (deleted since).
 */
const keysetAfter = async (
  db: Db,
  f: CaseListFilter,
  sortColumn: PgColumn | SQL,
): Promise<SQL | undefined> => {
  if (f.afterId === undefined || !KEYSET_SORTS.has(f.sort)) return undefined;
  const [last] = await db
    .select({ value: sql<unknown>`${sortColumn}` })
    .from(projects)
    .where(and(eq(projects.id, f.afterId), eq(projects.companyId, f.companyId)));
  if (!last || last.value === null) return undefined;
  const beyond = f.order === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql`(${sortColumn}, ${projects.id}) ${beyond} ((select ${sortColumn} from ${projects} where ${projects.id} = ${f.afterId}), ${f.afterId})`;
};

/** One project with the names the case list shows (the edit form and write answers). */
export const findCaseRow = async (db: Db, projectId: number): Promise<CaseRow | undefined> => {
  const [row] = await db.select(caseListSelection).from(projects).where(eq(projects.id, projectId));
  return row;
};

export const findProject = async (db: Db, projectId: number): Promise<ProjectRow | undefined> => {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  return row;
};

/** The active members of the company among the ids (a foreign id must not join a project). */
export const companyMembers = async (
  db: Db,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, { id: number; authId: number; type: number }>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, authId: members.authId, type: members.type })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.delFlg, false), inArray(members.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
};

/** The case list's sort copy of a customer's name, read in the statement that sets customer_id. */
const customerNameOf = (customerId: number | null | undefined): SQL | null =>
  customerId
    ? sql`(select ${customers.clientName} from ${customers} where ${customers.id} = ${customerId})`
    : null;

/** A participant and the room role they join with. */
export type Participant = { memberId: number; roomRole: 0 | 1 | 2 | 1000 };

/** More writes of a project's create or update (its reception, copied tag groups), in the same transaction. */
export type WithinProjectWrite = (tx: Db, projectId: number) => Promise<void>;

/**
 * Creates the project, its project talk room (talk §3: one per project) and
 * its members, in one transaction.
 */
export const insertProject = (
  db: Db,
  values: ProjectInsert,
  participants: Participant[],
  within?: WithinProjectWrite,
) =>
  db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({ ...values, customerName: customerNameOf(values.customerId) })
      .returning();
    if (!project) throw new Error('project was not created');
    await tx.insert(chatRooms).values({
      companyId: project.companyId,
      type: 'project',
      attendanceFieldId: project.id,
      name: project.caseName,
    });
    if (participants.length > 0)
      await tx.insert(projectMembers).values(participants.map((p) => ({ projectId: project.id, ...p })));
    await within?.(tx, project.id);
    return project;
  });

/** Updates the project (and its room's name); `participants` replaces the member list when given. */
export const updateProjectRow = (
  db: Db,
  projectId: number,
  values: Partial<ProjectInsert>,
  participants: Participant[] | undefined,
  within?: WithinProjectWrite,
) =>
  db.transaction(async (tx) => {
    const [project] = await tx
      .update(projects)
      .set({
        ...values,
        ...(values.customerId === undefined ? {} : { customerName: customerNameOf(values.customerId) }),
        updatedAt: new Date(),
      })
      .where(eq(projects.id, projectId))
      .returning();
    if (!project) return undefined;
    await tx
      .update(chatRooms)
      .set({ name: project.caseName })
      .where(and(eq(chatRooms.attendanceFieldId, projectId), eq(chatRooms.type, 'project')));
    if (participants) {
      // Site roles set in the room (updateBbsMember) stay with the members who stay.
      const kept = new Map(
        (
          await tx.delete(projectMembers).where(eq(projectMembers.projectId, projectId)).returning({
            memberId: projectMembers.memberId,
            salesManager: projectMembers.salesManager,
            foreman: projectMembers.foreman,
          })
        ).map((r) => [r.memberId, { salesManager: r.salesManager, foreman: r.foreman }]),
      );
      if (participants.length > 0)
        await tx
          .insert(projectMembers)
          .values(participants.map((p) => ({ projectId, ...p, ...kept.get(p.memberId) })));
    }
    await within?.(tx, projectId);
    return project;
  });

/** Deletes the project; its rooms and members go with it (foreign keys cascade). */
export const deleteProjectRow = async (db: Db, projectId: number): Promise<boolean> => {
  const deleted = await db.delete(projects).where(eq(projects.id, projectId)).returning({ id: projects.id });
  return deleted.length > 0;
};

export const projectMemberRows = (db: Db, projectId: number) =>
  db
    .select({
      memberId: projectMembers.memberId,
      roomRole: projectMembers.roomRole,
      authId: members.authId,
      type: members.type,
      name1: members.name1,
      name2: members.name2,
    })
    .from(projectMembers)
    .innerJoin(members, eq(members.id, projectMembers.memberId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(projectMembers.memberId));

export const findCaseColumns = async (db: Db, memberId: number): Promise<CaseColumn[] | undefined> => {
  const [row] = await db.select().from(caseColumnSettings).where(eq(caseColumnSettings.memberId, memberId));
  return row?.columns;
};

export const saveCaseColumns = async (db: Db, memberId: number, columns: CaseColumn[]): Promise<void> => {
  await db
    .insert(caseColumnSettings)
    .values({ memberId, columns })
    .onConflictDoUpdate({ target: caseColumnSettings.memberId, set: { columns, updatedAt: new Date() } });
};

export type CompletionStatusRow = typeof projectCompletionStatuses.$inferSelect;

export const listCompletionStatuses = (db: Db, companyId: number): Promise<CompletionStatusRow[]> =>
  db.select().from(projectCompletionStatuses).where(eq(projectCompletionStatuses.companyId, companyId));

export const saveCompletionStatus = async (
  db: Db,
  row: CompletionStatusRow,
): Promise<CompletionStatusRow> => {
  const [saved] = await db
    .insert(projectCompletionStatuses)
    .values(row)
    .onConflictDoUpdate({
      target: [projectCompletionStatuses.companyId, projectCompletionStatuses.status],
      set: { name: row.name, memo: row.memo, color: row.color },
    })
    .returning();
  return saved ?? row;
};

/**
 * Every 副担当者 of the project back to the room role their authority gives (deleteFieldSubAll):
 * they stay members of the project and its room. Answers how many there were.
 */
export const demoteSubManagers = (db: Db, projectId: number): Promise<number> =>
  db.transaction(async (tx) => {
    const subManagers = subManagersOf(await projectMemberRows(tx, projectId));
    for (const p of subManagers)
      await tx
        .update(projectMembers)
        .set({ roomRole: roomRoleOf(p.authId) })
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.memberId, p.memberId)));
    return subManagers.length;
  });

/** Those the room makes managers beyond their authority (participantsOf): the 副担当者. */
export const subManagersOf = <T extends { roomRole: number; type: number; authId: number }>(
  people: readonly T[],
): T[] =>
  people.filter(
    (p) => p.roomRole === ROOM_ROLE.manager && isSubManagerCandidate({ type: p.type, auth_id: p.authId }),
  );
