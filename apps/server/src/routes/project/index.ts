import type {
  ZCreateProjectRequest,
  ZProjectFormData,
  ZUpdateProjectRequest,
} from '@genba/api-client/schemas';
import {
  AUTH_ID,
  CASE_LIST_MESSAGE,
  canSeeCustomerInformation,
  DEFAULT_CASE_COLUMNS,
  EXTERNAL_LOCKED_FIELDS,
  MEMBER_TYPE,
  PROJECT_COPY_MESSAGE,
  PROJECT_FORM_MESSAGE,
  ROOM_ROLE,
  roomRoleOf,
  TEAM_MESSAGE,
} from '@genba/validators';
import type { z } from 'zod';
import type { CompanyRow, MemberRow } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { isCompanyRow } from '../../db/companyRows.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { requireProjectAccess } from '../../http/tenancy.ts';
import { projectFileKeys } from '../businessHistory/queries.ts';
import { teamNames } from '../companySetting/queries.ts';
import { withEvents } from '../events/bus.ts';
import { findProjectRoom } from '../talk/queries.ts';
import { FEATURE_MESSAGE, type FeatureCaller, requireFeature, requireProjectWriter } from './access.ts';
import { copyTagGroups, countCompanyTagGroups, findReception } from './protecQueries.ts';
import {
  companyMembers,
  deleteProjectRow,
  demoteSubManagers,
  findCaseColumns,
  findCaseRow,
  findProject,
  insertProject,
  listCases,
  listCompletionStatuses,
  type Participant,
  type ProjectInsert,
  type ProjectRow,
  projectMemberRows,
  saveCaseColumns,
  saveCompletionStatus,
  subManagersOf,
  updateProjectRow,
  type WithinProjectWrite,
} from './queries.ts';
import { toWireCaseRow, toWireCompletionStatuses, toWireReception } from './wire.ts';

/**
 * The project feature's routes (issue 9): the case list, project create /
 * edit / delete, the case-list columns and the completion-status settings.
 * Access here, reads and writes in queries.ts, wire shapes in wire.ts.
 */

export const PROJECT_FIELD_MESSAGE = {
  office: '営業所を選択してください。',
  member: '選択されたメンバーはこの会社に所属していません。',
  customer: '選択された顧客が見つかりません。',
  building: '選択された物件が見つかりません。',
} as const;

type FormData = z.output<typeof ZProjectFormData>;

/** The columns the form writes (core §3 case-list columns). */
const toProjectValues = (f: FormData): Omit<ProjectInsert, 'companyId'> => ({
  caseName: f.case_name,
  caseNameKana: f.case_name_kana ?? '',
  completionStatus: f.case_status,
  source: f.source ?? null,
  launchDate: f.launch_date ?? null,
  constructionTypeId: f.construction_type_id ?? null,
  officeId: f.office_id,
  saleMan: f.sale_man ?? null,
  foreMan: f.fore_man ?? null,
  customerId: f.customer_id ?? null,
  buildingId: f.building_id ?? null,
  caseType: f.case_type ?? null,
  memo: f.memo ?? null,
  partnerCompany: f.partner_company ?? null,
  teamNames: [...new Set((f.team_names ?? []).filter((t) => t !== ''))],
  postcode: f.postcode ?? null,
  address: f.address ?? null,
  latitude: f.latitude ?? null,
  longitude: f.longitude ?? null,
  contractDate: f.contract_date ?? null,
  surveyDate: f.survey_date ?? null,
  businessDate: f.business_date ?? null,
  startDate: f.construction_start_date ?? null,
  endDate: f.construction_end_date ?? null,
  deliveryDate: f.delivery_date ?? null,
  intermediateDate: f.intermediate_date ?? null,
  finalDate: f.final_date ?? null,
  receptionDate: f.reception_date ?? null,
});

/**
 * Office, customer, building and teams must be the company's own (teams by name, /setting/company-team);
 * a foreign id or an unknown team is a field error, never a 500.
 */
const checkReferences = async (db: Db, companyId: number, v: Omit<ProjectInsert, 'companyId'>) => {
  const errors: Record<string, string[]> = {};
  if (v.teamNames && v.teamNames.length > 0) {
    const known = new Set((await teamNames(db, companyId)).map((t) => t.name));
    if (v.teamNames.some((name) => !known.has(name))) errors.team_names = [TEAM_MESSAGE.notFound];
  }
  if (!v.officeId || !(await isCompanyRow(db, 'office', companyId, v.officeId)))
    errors.office_id = [PROJECT_FIELD_MESSAGE.office];
  if (v.customerId && !(await isCompanyRow(db, 'customer', companyId, v.customerId)))
    errors.customer_id = [PROJECT_FIELD_MESSAGE.customer];
  if (v.buildingId && !(await isCompanyRow(db, 'building', companyId, v.buildingId)))
    errors.building_id = [PROJECT_FIELD_MESSAGE.building];
  if (Object.keys(errors).length > 0) throw formErrors(errors);
};

/** Field errors of the project form sit under `formdata` (the request's shape, talk §8). */
const formErrors = (fields: Record<string, string[]>) => validationFailed({ formdata: fields });

/**
 * The project's members: the acting member, the sales and site managers, the
 * sub-managers and the chosen members, each once, all of the company (partner
 * members join with the other-company room role). A 副担当者 (subManager) joins as a
 * manager of the room whatever their authority; a partner member cannot be one.
 */
const participantsOf = async (
  db: Db,
  companyId: number,
  actor: MemberRow | null,
  ids: readonly (number | null | undefined)[],
  subManagers: readonly number[],
): Promise<Participant[]> => {
  const wanted = [...new Set([...ids, ...subManagers].filter((id): id is number => typeof id === 'number'))];
  const found = await companyMembers(db, companyId, actor ? [actor.id, ...wanted] : wanted);
  if (wanted.some((id) => !found.has(id)))
    throw validationFailed({ members: [PROJECT_FIELD_MESSAGE.member] });
  const promoted = new Set(subManagers);
  if (subManagers.some((id) => found.get(id)?.type === MEMBER_TYPE.partner))
    throw validationFailed({ subManager: [PROJECT_FORM_MESSAGE.subManager] });
  return [...found.values()].map((m) => ({
    memberId: m.id,
    roomRole:
      m.type === MEMBER_TYPE.partner
        ? ROOM_ROLE.otherCompany
        : promoted.has(m.id)
          ? ROOM_ROLE.manager
          : roomRoleOf(m.authId),
  }));
};

const caseAnswer = async (db: Db, projectId: number, member: MemberRow) => {
  const row = await findCaseRow(db, projectId);
  if (!row) throw notFound();
  return toWireCaseRow(row, canSeeCustomerInformation(member.authId));
};

const writer = (caller: FeatureCaller) =>
  requireProjectWriter(caller, CASE_LIST_MESSAGE.paidFeature, CASE_LIST_MESSAGE.noEditPermission);

/**
 * What a variant adds to a project write: its own checks, run after the project's (so the
 * answer's 422s come in the form's order), answering the writes to make in the same transaction.
 */
export type ProjectWriteExtra = () => Promise<WithinProjectWrite>;

/**
 * What a new project copies from its company: its company-wide tag groups (with their tags). The
 * product has no black-board template, so any black-board id is refused rather than ignored.
 */
const checkCopies = async (db: Db, companyId: number, body: z.output<typeof ZCreateProjectRequest>) => {
  const errors: Record<string, string[]> = {};
  const groups = [...new Set(body.tagGroupData)];
  if ((await countCompanyTagGroups(db, companyId, groups)) !== groups.length)
    errors.tagGroupData = [PROJECT_COPY_MESSAGE.tagGroup];
  if (body.blackBoardData.length > 0) errors.blackBoardData = [PROJECT_COPY_MESSAGE.blackBoard];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return groups;
};

/** createProject and its installer variant (createProtecProject adds the reception through `extra`). */
export const createProjectWith = async (
  caller: FeatureCaller,
  body: z.output<typeof ZCreateProjectRequest>,
  extra?: ProjectWriteExtra,
) => {
  const { db, member, company } = caller;
  await writer(caller);
  const values = toProjectValues(body.formdata);
  await checkReferences(db, company.id, values);
  const tagGroups = await checkCopies(db, company.id, body);
  const within = await extra?.();
  const participants = await participantsOf(
    db,
    company.id,
    member,
    [values.saleMan, values.foreMan, ...body.members],
    body.subManager,
  );
  const project = await insertProject(
    db,
    { ...values, companyId: company.id },
    participants,
    async (tx, id) => {
      await copyTagGroups(tx, company.id, id, tagGroups);
      await within?.(tx, id);
    },
  );
  return { success: true as const, data: await caseAnswer(db, project.id, member) };
};

/** updateProject and its installer variant (updateProtecProject adds the reception through `extra`). */
export const updateProjectWith = async (
  caller: FeatureCaller,
  projectId: number,
  body: z.output<typeof ZUpdateProjectRequest>,
  extra?: ProjectWriteExtra,
) => {
  const { db, member, company } = caller;
  await writer(caller);
  await requireProjectAccess(db, { member, company }, projectId);
  const current = await findProject(db, projectId);
  if (!current) throw notFound();
  // A caller that does not send team_names (an older client) leaves the project's teams as they are.
  const values = {
    ...toProjectValues(body.formdata),
    ...(body.formdata.team_names == null && { teamNames: current.teamNames }),
  };
  if (current.externalLinked) {
    // Core §5: the fields a linked external system owns keep their stored values.
    const locked = lockedChanges(current, values);
    if (locked.length > 0)
      throw formErrors(Object.fromEntries(locked.map((f) => [f, [CASE_LIST_MESSAGE.externalLocked]])));
  }
  await checkReferences(db, company.id, values);
  const within = await extra?.();
  const participants =
    body.members === undefined
      ? undefined
      : await participantsOf(
          db,
          company.id,
          null,
          [values.saleMan, values.foreMan, ...body.members],
          body.subManager,
        );
  const updated = await updateProjectRow(db, projectId, values, participants, within);
  if (!updated) throw notFound();
  return { success: true as const, data: await caseAnswer(db, projectId, member) };
};

/**
 * Everything of the caller the case list reads: the company, whether the list is the whole company's (a company
 * manager) or one member's projects, and whether the role sees customer information (core §6). Two sessions
 * with equal audiences get the same answer, so the read cache shares it between them (`key`); any other
 * visibility (another member, another company, customer data hidden) is another key.
 */
export const caseListAudience = (member: MemberRow, company: CompanyRow) => {
  const participantId = member.authId === AUTH_ID.companyManager ? null : member.id;
  const showCustomer = canSeeCustomerInformation(member.authId);
  return {
    participantId,
    showCustomer,
    key: JSON.stringify({ company: company.id, participant: participantId, customer: showCustomer }),
  };
};

export const projectRoutes = [
  implement(
    'getCaseList',
    async ({ db, query, member, company }) => {
      const { participantId, showCustomer } = caseListAudience(member, company);
      const { rows, total } = await listCases(db, {
        companyId: company.id,
        participantId,
        status: query.status,
        officeId: query.office_id,
        saleMan: query.sale_man,
        foreMan: query.fore_man,
        caseType: query.case_type,
        team: query.team,
        keyword: query.keyword,
        searchCustomer: showCustomer,
        dateColumn: query.date_column,
        dateFrom: query.date_from,
        dateTo: query.date_to,
        sort: query.sort,
        order: query.order,
        page: query.page,
        afterId: query.after_id,
      });
      return { data: rows.map((r) => toWireCaseRow(r, showCustomer)), total, page: query.page, per_page: 30 };
    },
    // The same member asks for the same page again and again (back to the list, another tab, a
    // refetch on focus): while nothing was written the encoded answer is served (http/readCache.ts).
    // Per audience, not per session: after a write, the office's sessions of one company that ask for the
    // same page wait for one computation (a page costs ~5 ms of PGlite's one connection) instead of ten.
    { cacheRead: { sharedBy: ({ member, company }) => caseListAudience(member, company).key } },
  ),

  implement('getProjectEdit', async ({ db, params, member, company }) => {
    await requireProjectAccess(db, { member, company }, params.id);
    const project = await caseAnswer(db, params.id, member);
    const [people, reception] = await Promise.all([
      projectMemberRows(db, params.id),
      findReception(db, params.id),
    ]);
    const subManagers = subManagersOf(people).map((p) => ({
      member_id: p.memberId,
      name: `${p.name1} ${p.name2}`.trim(),
    }));
    return {
      success: true as const,
      data: {
        project,
        sub_managers: subManagers,
        members: people.map((p) => ({
          member_id: p.memberId,
          name: `${p.name1} ${p.name2}`.trim(),
          room_role: p.roomRole,
        })),
        customer: null,
        building: null,
        construction_reception: reception ? toWireReception(reception) : null,
      },
    };
  }),

  implement('createProject', ({ db, body, member, company, deps }) =>
    createProjectWith({ db, member, company, deps }, body),
  ),

  implement('updateProject', ({ db, params, body, member, company, deps }) =>
    updateProjectWith({ db, member, company, deps }, params.id, body),
  ),

  implement('deleteProject', async ({ db, params, member, company, deps }) => {
    await writer({ db, member, company, deps });
    await requireProjectAccess(db, { member, company }, params.id);
    // The rows go with the project (foreign keys cascade); the stored bytes of its business-history files go first.
    for (const key of await projectFileKeys(db, params.id)) await deps.adapters.storage.delete(key);
    return { success: await deleteProjectRow(db, params.id) };
  }),

  // The project edit's rights; a project from a linked external system keeps its members as that
  // system registered them (core §5), so its 副担当者 are not cleared here.
  implement('deleteFieldSubAll', async ({ db, deps, params, member, company }) => {
    await writer({ db, member, company, deps });
    await requireProjectAccess(db, { member, company }, params.id);
    const project = await findProject(db, params.id);
    if (!project) throw notFound();
    if (project.externalLinked) throw validationFailed({ subManager: [CASE_LIST_MESSAGE.externalLocked] });
    const room = await findProjectRoom(db, params.id);
    // Open member panels of the site's room refetch their list (room roles changed); the change and
    // its event in one transaction (events/bus.ts withEvents).
    const deleted = await withEvents(deps, db, async (tx, announce) => {
      const demoted = await demoteSubManagers(tx, params.id);
      if (demoted > 0 && room) announce({ type: 'members_updated', chatroom_id: room.id });
      return demoted;
    });
    return { success: true as const, deleted };
  }),

  implement('getCaseColumnList', async ({ db, member }) => ({
    columns: (await findCaseColumns(db, member.id)) ?? [...DEFAULT_CASE_COLUMNS],
  })),

  implement('saveCaseColumnList', async ({ db, body, member }) => {
    // The case name always leads: a row must stay recognisable and openable.
    const columns = ['case_name' as const, ...new Set(body.columns.filter((c) => c !== 'case_name'))];
    await saveCaseColumns(db, member.id, columns);
    return { columns };
  }),

  implement('getCompletionStatuses', async ({ db, company }) => ({
    data: toWireCompletionStatuses(await listCompletionStatuses(db, company.id)),
  })),

  implement('updateCompletionStatus', async ({ db, params, body, member, company, deps }) => {
    await requireFeature({ db, member, company, deps }, 'genbamastersetting', FEATURE_MESSAGE.completion);
    const status = params.status as ProjectRow['completionStatus'];
    const saved = await saveCompletionStatus(db, {
      companyId: company.id,
      status,
      name: body.name,
      memo: body.memo ?? '',
      color: body.color || toWireCompletionStatuses([])[status]?.color || '#5F6368',
    });
    return {
      success: true as const,
      data: { status, name: saved.name, memo: saved.memo, color: saved.color },
    };
  }),
];

const LOCKED_COLUMN = {
  case_name: 'caseName',
  case_name_kana: 'caseNameKana',
  customer_id: 'customerId',
  building_id: 'buildingId',
} as const satisfies Record<(typeof EXTERNAL_LOCKED_FIELDS)[number], keyof ProjectRow>;

/** The locked fields whose value the edit would change. */
const lockedChanges = (current: ProjectRow, next: Omit<ProjectInsert, 'companyId'>): string[] =>
  EXTERNAL_LOCKED_FIELDS.filter((field) => {
    const column = LOCKED_COLUMN[field];
    return (
      (next[column] ?? null) !== (current[column] ?? null) &&
      !(column === 'caseNameKana' && !next[column] && !current[column])
    );
  });
