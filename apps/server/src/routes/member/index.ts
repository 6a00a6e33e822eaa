import type { TCreateMemberRequest, TNestedErrors } from '@genba/api-client/schemas';
import {
  canMoveMember,
  canOpenMemberInformation,
  canUpdateMembers,
  isValidEmail,
  isWorkerListRequired,
  MEMBER_LOOKUP_MESSAGE,
  MEMBER_LOOKUP_STATE,
  MEMBER_WRITE_MESSAGE,
  type MemberWriteActor,
  memberDeleteProblem,
  memberWriteProblems,
  normalizePhone,
  OCCUPATION_MESSAGE,
  requiredWorkerListIssues,
} from '@genba/validators';
import { hashPassword } from '../../auth/password.ts';
import { hit } from '../../auth/rateLimit.ts';
import type { MemberRow } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { requireProjectAccess } from '../../http/tenancy.ts';
import { issuesToNested } from '../../http/validation.ts';
import { listOccupations, workerRequiredAuthIds } from '../companySetting/queries.ts';
import { tooManyAttempts } from '../user/login.ts';
import { officeIdsOfMember, officesOf } from '../user/queries.ts';
import {
  addAccountToCompany,
  allowancesOfMember,
  findCompanyMember,
  insertMember,
  listMembers,
  lookUpAccount,
  type MemberWrite,
  officesOfMembers,
  replaceOffices,
  softDeleteMember,
  takenLogin,
  totalsCostsOf,
  updateMemberRow,
} from './queries.ts';
import { toWireMemberDetail, toWireMemberListItem } from './wire.ts';

export const MEMBER_LIST_FORBIDDEN_MESSAGE = 'メンバー情報を閲覧する権限がありません。';

/** The lookup's keyword as the users table keys it: a lower-cased address, or a phone's digits. */
const accountKeyOf = (keyword: string) =>
  isValidEmail(keyword) ? { email: keyword.toLowerCase() } : { tel: normalizePhone(keyword) };

const actorOf = async (db: Db, member: MemberRow): Promise<MemberWriteActor> => ({
  member_id: member.id,
  auth_id: member.authId,
  office_ids: await officeIdsOfMember(db, member.id),
});

const mustFind = async (db: Db, companyId: number, memberId: number) => {
  const row = await findCompanyMember(db, companyId, memberId);
  // Another company's member and a deleted one answer alike, so ids cannot be probed.
  if (!row) throw notFound(MEMBER_WRITE_MESSAGE.notFound);
  return row;
};

/** What the parsed member form (ZCreateMemberRequest's output) asks the database to store. */
type ParsedMemberForm = {
  name1: string;
  name2: string | null;
  kana1: string | null;
  kana2: string | null;
  company_name: string | null;
  type: MemberWrite['type'];
  auth_id: MemberWrite['authId'];
  login_type: MemberWrite['loginType'];
  worker_type_id: number;
  email: string | null;
  tel_number: string | null;
  password: string | null;
  office_id: number;
  worker_list_required?: 0 | 1 | undefined;
  worker_list_data?: MemberWrite['workerListData'] | undefined;
  cost_type: NonNullable<MemberWrite['costs']>['cost_type'];
  cost: number | null;
  hour_cost: number | null;
  monthly_cost: number | null;
  monthly_payment_cost: number | null;
  hour_allowance_cost: number | null;
  field_volume_cost: number | null;
  company_member_allowance?: MemberWrite['allowances'] | undefined;
};

/**
 * Core §6 against the company's offices: a forbidden change is 403 at once, the other problems
 * come back as 422 errors for the caller to add its own to (a member save and a looked-up join).
 */
const memberRuleErrors = async (
  db: Db,
  companyId: number,
  rule: Omit<Parameters<typeof memberWriteProblems>[0], 'companyOfficeIds'>,
): Promise<TNestedErrors> => {
  const offices = await officesOf(db, companyId);
  const problems = memberWriteProblems({ ...rule, companyOfficeIds: offices.map((o) => o.id) });
  if (problems.forbidden) throw forbidden(problems.forbidden);
  const errors: TNestedErrors = {};
  for (const issue of problems.issues) errors[issue.path] = [issue.message];
  return errors;
};

/**
 * The checks every member form save shares (core §6 via memberWriteProblems,
 * then the unique e-mail and number), and the row to store.
 */
const prepareWrite = async (
  db: Db,
  a: {
    actor: MemberWriteActor;
    companyId: number;
    target: { member: MemberRow; userId: number; officeIds: readonly number[] } | null;
    body: ParsedMemberForm;
    keepPassword: boolean;
  },
): Promise<MemberWrite> => {
  const { body } = a;
  const errors = await memberRuleErrors(db, a.companyId, {
    actor: a.actor,
    target: a.target
      ? { member_id: a.target.member.id, auth_id: a.target.member.authId, office_ids: a.target.officeIds }
      : null,
    authId: body.auth_id,
    memberType: body.type,
    officeId: body.office_id,
  });
  // Core §5: a member whose own setting is left to the company (the schema already applied an own 1)
  // must fill the worker list when the company requires it of the member's auth (/setting/worker).
  if (
    body.worker_list_required === undefined &&
    isWorkerListRequired(
      { worker_list_required: null, auth_id: body.auth_id },
      { workerListRequired: true, requiredAuthIds: await workerRequiredAuthIds(db, a.companyId) },
    )
  ) {
    issuesToNested(
      requiredWorkerListIssues(body.worker_list_data).map((i) => ({
        ...i,
        path: ['worker_list_data', ...i.path],
      })),
      errors,
    );
  }
  // The worker list names occupations by id: only the company's own (/setting/occupations).
  const occupationIds = (body.worker_list_data?.member_occupations ?? []).map((o) => o.m_occupation_id);
  if (occupationIds.some((id) => id !== null && id !== undefined)) {
    const own = new Set((await listOccupations(db, a.companyId)).map((o) => o.id));
    occupationIds.forEach((id, i) => {
      if (id !== null && id !== undefined && !own.has(Number(id)))
        issuesToNested(
          [
            {
              path: ['worker_list_data', 'member_occupations', i, 'occupation_types'],
              message: OCCUPATION_MESSAGE.unknown,
            },
          ],
          errors,
        );
    });
  }
  const taken = await takenLogin(db, {
    companyId: a.companyId,
    email: body.email,
    tel: body.tel_number,
    exceptUserId: a.target?.userId,
  });
  if (taken.email)
    errors.email = [
      taken.email.inCompany ? '既にメンバーに登録されています。' : MEMBER_WRITE_MESSAGE.emailTaken,
    ];
  if (taken.tel)
    errors.tel_number = [
      taken.tel.inCompany ? '既にメンバーに登録されています。' : MEMBER_WRITE_MESSAGE.telTaken,
    ];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    name1: body.name1,
    name2: body.name2 ?? '',
    kana1: body.kana1 ?? '',
    kana2: body.kana2 ?? '',
    type: body.type,
    authId: body.auth_id,
    companyName: body.company_name,
    workerTypeId: body.worker_type_id,
    email: body.email?.toLowerCase() ?? null,
    tel: body.tel_number,
    loginType: body.login_type,
    // Mobile-only members have no password (core §4); an empty one on edit keeps the current.
    passwordHash:
      body.password !== null ? await hashPassword(body.password) : a.keepPassword ? undefined : null,
    officeId: body.office_id,
    workerListRequired: body.worker_list_required ?? null,
    workerListData: body.worker_list_data ?? null,
    costs: {
      cost_type: body.cost_type,
      cost: body.cost,
      hour_cost: body.hour_cost,
      monthly_cost: body.monthly_cost,
      monthly_payment_cost: body.monthly_payment_cost,
      hour_allowance_cost: body.hour_allowance_cost,
      field_volume_cost: body.field_volume_cost,
    },
    allowances: body.company_member_allowance,
  };
};

const detailOf = async (db: Db, companyId: number, memberId: number) => {
  const row = await mustFind(db, companyId, memberId);
  const [officeIds, allowances, totals] = await Promise.all([
    officeIdsOfMember(db, memberId),
    allowancesOfMember(db, memberId),
    totalsCostsOf(db, memberId),
  ]);
  return toWireMemberDetail(row, officeIds, allowances, totals);
};

/** Whose form this is: the company in the body must be the acting one (core tenancy). */
const requireOwnCompany = (body: Pick<TCreateMemberRequest, 'company_id'>, companyId: number) => {
  if (Number(body.company_id) !== companyId) throw forbidden(MEMBER_LIST_FORBIDDEN_MESSAGE);
};

/**
 * The member table and the member form of /member/information (core §2, §6).
 * CALL_AREAS ('member') refuses every call but getMembers to members who may
 * not open member information before these handlers run.
 */
export const memberRoutes = [
  implement('getMembers', async ({ db, query, member, company }) => {
    if (query.field_id !== undefined) {
      // A site's members are visible to anyone who takes part in the site (its room lists them).
      await requireProjectAccess(db, { member, company }, query.field_id);
    } else {
      const user = { auth_id: member.authId, member_update_allowed: member.memberUpdateAllowed };
      const allowed = canOpenMemberInformation({
        hasPermission: canUpdateMembers(user),
        member_update_allowed: member.memberUpdateAllowed,
      });
      if (!allowed) throw forbidden(MEMBER_LIST_FORBIDDEN_MESSAGE);
    }
    const { rows, total } = await listMembers(db, {
      companyId: company.id,
      keyword: query.keyword,
      officeId: query.office_id,
      authId: query.auth_id,
      loginType: query.login_type,
      status: query.status,
      fieldId: query.field_id,
      sort: query.sort,
      order: query.order,
      offset: query.offset,
      limit: query.limit,
    });
    const offices = await officesOfMembers(
      db,
      rows.map((r) => r.member.id),
    );
    return { data: rows.map((r) => toWireMemberListItem(r, offices.get(r.member.id) ?? [])), total };
  }),

  implement('getMember', async ({ db, params, company }) => detailOf(db, company.id, params.id)),

  implement('createMember', async ({ db, body, member, company, deps }) => {
    requireOwnCompany(body, company.id);
    const write = await prepareWrite(db, {
      actor: await actorOf(db, member),
      companyId: company.id,
      target: null,
      body,
      keepPassword: false,
    });
    const id = await insertMember(db, company.id, write, deps.now());
    return { success: true as const, data: await detailOf(db, company.id, id) };
  }),

  implement('updateMember', async ({ db, params, body, member, company, deps }) => {
    requireOwnCompany(body, company.id);
    if (body.member_id !== params.id) throw validationFailed({ member_id: [MEMBER_WRITE_MESSAGE.notFound] });
    const target = await mustFind(db, company.id, params.id);
    const officeIds = await officeIdsOfMember(db, params.id);
    const actor = await actorOf(db, member);
    const write = await prepareWrite(db, {
      actor,
      companyId: company.id,
      target: { member: target.member, userId: target.user.id, officeIds },
      body,
      keepPassword: true,
    });
    if (!officeIds.includes(write.officeId)) {
      // A new office is a move: the move rule of core §6 applies.
      const offices = await officesOf(db, company.id);
      const movable = canMoveMember({
        member: { member_id: target.member.id, auth_id: target.member.authId, office_ids: officeIds },
        actorMemberId: actor.member_id,
        selectedOfficeIds: [write.officeId],
        allOfficeIds: offices.map((o) => o.id),
      });
      if (!movable) throw validationFailed({ office_id: [MEMBER_WRITE_MESSAGE.cannotMove] });
    }
    await updateMemberRow(
      db,
      { memberId: params.id, userId: target.user.id, companyId: company.id, officeIds },
      write,
      deps.now(),
    );
    return { success: true as const, data: await detailOf(db, company.id, params.id) };
  }),

  /** Core §4 lookup. Each lookup counts on the member's own bucket, so no one sweeps addresses with it. */
  implement('lookupMember', async ({ db, body, member, company, deps }) => {
    const rule = deps.rateLimits.smsCheckPerIp;
    if (!(await hit(db, `member-lookup:member:${member.id}`, rule))) throw tooManyAttempts(rule);
    const found = await lookUpAccount(db, company.id, accountKeyOf(body.keyword));
    if (!found) return { state: MEMBER_LOOKUP_STATE.empty, in_company: false, name: null };
    const name = found.newest ? `${found.newest.name1} ${found.newest.name2}`.trim() : null;
    return {
      state: MEMBER_LOOKUP_STATE.registered,
      in_company: found.own !== undefined && !found.own.delFlg,
      name,
    };
  }),

  /** Core §4 completion: the found account joins the company under the member form's core §6 rules. */
  implement('addLookedUpMember', async ({ db, body, member, company }) => {
    const errors = await memberRuleErrors(db, company.id, {
      actor: await actorOf(db, member),
      target: null,
      authId: body.auth_id,
      memberType: body.type,
      officeId: body.office_id,
    });
    const found = await lookUpAccount(db, company.id, accountKeyOf(body.keyword));
    if (!found) errors.keyword = [MEMBER_LOOKUP_MESSAGE.invalid];
    else if (found.own && !found.own.delFlg) errors.keyword = [MEMBER_LOOKUP_MESSAGE.alreadyMember];
    if (!found || Object.keys(errors).length > 0) throw validationFailed(errors);
    const source = found.newest;
    const id = await addAccountToCompany(db, {
      userId: found.userId,
      companyId: company.id,
      existingMemberId: found.own?.id,
      names: {
        name1: source?.name1 ?? '',
        name2: source?.name2 ?? '',
        kana1: source?.kana1 ?? '',
        kana2: source?.kana2 ?? '',
      },
      type: body.type,
      authId: body.auth_id,
      officeId: body.office_id,
    });
    return { success: true as const, data: await detailOf(db, company.id, id) };
  }),

  implement('moveMemberOffice', async ({ db, params, body, member, company }) => {
    const target = await mustFind(db, company.id, params.id);
    const actor = await actorOf(db, member);
    const officeIds = await officeIdsOfMember(db, params.id);
    const offices = await officesOf(db, company.id);
    const allOfficeIds = offices.map((o) => o.id);
    const problems = memberWriteProblems({
      actor,
      target: { member_id: target.member.id, auth_id: target.member.authId, office_ids: officeIds },
      authId: target.member.authId,
      memberType: target.member.type,
      officeId: body.office_id,
      companyOfficeIds: allOfficeIds,
    });
    if (problems.forbidden) throw forbidden(problems.forbidden);
    const movable =
      !officeIds.includes(body.office_id) &&
      problems.issues.every((i) => i.path !== 'office_id') &&
      canMoveMember({
        member: { member_id: target.member.id, auth_id: target.member.authId, office_ids: officeIds },
        actorMemberId: actor.member_id,
        selectedOfficeIds: [body.office_id],
        allOfficeIds,
      });
    if (!movable) throw validationFailed({ office_id: [MEMBER_WRITE_MESSAGE.cannotMove] });
    await replaceOffices(db, params.id, body.office_id);
    return { success: true as const, data: await detailOf(db, company.id, params.id) };
  }),

  implement('deleteMember', async ({ db, params, member, company }) => {
    const target = await mustFind(db, company.id, params.id);
    const problem = memberDeleteProblem(await actorOf(db, member), {
      member_id: target.member.id,
      auth_id: target.member.authId,
      office_ids: await officeIdsOfMember(db, params.id),
    });
    if (problem) throw forbidden(problem);
    await softDeleteMember(db, params.id);
    return { success: true };
  }),
];
