import { sameTagName, TAG_MASTER_LIMITS, TAG_MESSAGE, TAG_OPERATION_KINDS } from '@genba/validators';
import type { Db } from '../../db/client.ts';
import type { TagOperations } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { requireProjectAccess } from '../../http/tenancy.ts';
import { listTagMaster, type TagGroupRow } from './queries.ts';
import {
  countCompanyGroups,
  deleteTag,
  deleteTagGroup,
  findTag,
  findTagGroup,
  insertTag,
  insertTagGroup,
  isWholeScope,
  listGroupTags,
  listScopeGroups,
  sortTagGroups,
  sortTags,
  updateTag,
  updateTagGroup,
} from './tagQueries.ts';
import { toWireTag, toWireTagGroups, toWireTagSettings } from './wire.ts';

/**
 * The tag master settings (/genbamastersetting/tag-group, issue 12): designed
 * calls (the spec shows the screen, not its calls). Reads are open to the
 * company's members, whose album uses the tags; writes are guarded by the
 * genbamastersetting area (permissions/routeAccess.ts CALL_AREAS). A group or
 * tag of another company answers like an unknown id.
 */

const SORT_MESSAGE = 'すべての項目を一度ずつ指定してください。';

/** New tags are checked for every kind of use and in no checklist until set otherwise. */
const DEFAULT_OPERATIONS: TagOperations = Object.fromEntries(
  TAG_OPERATION_KINDS.map((kind) => [kind, { checked: true, pqa: false, required: false }]),
);

const companyGroup = async (db: Db, companyId: number, id: number): Promise<TagGroupRow> => {
  const group = await findTagGroup(db, id);
  if (!group || group.companyId !== companyId) throw notFound();
  return group;
};

const companyTag = async (db: Db, companyId: number, id: number) => {
  const tag = await findTag(db, id);
  if (!tag || tag.companyId !== companyId) throw notFound();
  return tag;
};

/** The group a tag goes into: null (不明) or one of the company's groups, else 422. */
const requireTargetGroup = async (db: Db, companyId: number, groupId: number | null): Promise<void> => {
  if (groupId === null) return;
  const group = await findTagGroup(db, groupId);
  if (!group || group.companyId !== companyId)
    throw validationFailed({ tag_group_id: [TAG_MESSAGE.unknownTagGroup] });
};

const settings = async (db: Db, companyId: number, fieldId?: number) => {
  const { groups, tags } = await listTagMaster(db, companyId, fieldId);
  return toWireTagSettings(groups, tags);
};

export const tagSettingRoutes = [
  implement('getTagGroupSettings', async ({ db, member, company, query }) => {
    if (query.field_id !== undefined) await requireProjectAccess(db, { member, company }, query.field_id);
    return settings(db, company.id, query.field_id);
  }),

  implement('createTagGroup', async ({ db, member, company, body }) => {
    const fieldId = body.field_id ?? null;
    if (fieldId !== null) await requireProjectAccess(db, { member, company }, fieldId);
    if ((await countCompanyGroups(db, company.id)) >= TAG_MASTER_LIMITS.groupsPerCompany)
      throw validationFailed({ name: [TAG_MESSAGE.tooMany(TAG_MASTER_LIMITS.groupsPerCompany)] });
    const siblings = await listScopeGroups(db, company.id, fieldId);
    if (siblings.some((g) => sameTagName(g.name, body.name)))
      throw validationFailed({ name: [TAG_MESSAGE.duplicateTagGroup] });
    const row = await insertTagGroup(db, {
      companyId: company.id,
      fieldId,
      name: body.name,
      pqaFlg: body.pqa_flg,
    });
    const [tagGroup] = toWireTagGroups([row], []);
    if (!tagGroup) throw new Error('createTagGroup: no group');
    return { tag_group: { ...tagGroup, sort_id: row.sortId } };
  }),

  // Before updateTagGroup: /sort would otherwise be read as a group id.
  implement('sortTagGroups', async ({ db, company, body }) => {
    const first = body.ids[0] === undefined ? undefined : await findTagGroup(db, body.ids[0]);
    const scope = first && first.companyId === company.id ? first.fieldId : null;
    if (!isWholeScope(body.ids, await listScopeGroups(db, company.id, scope)))
      throw validationFailed({ ids: [SORT_MESSAGE] });
    await sortTagGroups(db, body.ids);
    return settings(db, company.id, scope ?? undefined);
  }),

  implement('updateTagGroup', async ({ db, deps, company, params, body }) => {
    const group = await companyGroup(db, company.id, params.id);
    const siblings = await listScopeGroups(db, company.id, group.fieldId);
    if (siblings.some((g) => g.id !== group.id && sameTagName(g.name, body.name)))
      throw validationFailed({ name: [TAG_MESSAGE.duplicateTagGroup] });
    const row = await updateTagGroup(db, group.id, { name: body.name, pqaFlg: body.pqa_flg }, deps.now());
    if (!row) throw notFound();
    const [tagGroup] = toWireTagGroups([row], await listGroupTags(db, company.id, row.id));
    if (!tagGroup) throw notFound();
    return { tag_group: { ...tagGroup, sort_id: row.sortId } };
  }),

  implement('deleteTagGroup', async ({ db, deps, company, params }) => {
    const group = await companyGroup(db, company.id, params.id);
    return { success: true, ungrouped_tag_count: await deleteTagGroup(db, group.id, deps.now()) };
  }),

  implement('createTag', async ({ db, company, body }) => {
    await requireTargetGroup(db, company.id, body.tag_group_id);
    const siblings = await listGroupTags(db, company.id, body.tag_group_id);
    if (siblings.length >= TAG_MASTER_LIMITS.tagsPerGroup)
      throw validationFailed({ name: [TAG_MESSAGE.tooMany(TAG_MASTER_LIMITS.tagsPerGroup)] });
    if (siblings.some((t) => sameTagName(t.name, body.name)))
      throw validationFailed({ name: [TAG_MESSAGE.duplicateTag] });
    const last = siblings.at(-1);
    const row = await insertTag(
      db,
      {
        companyId: company.id,
        tagGroupId: body.tag_group_id,
        name: body.name,
        operations: body.operations ?? DEFAULT_OPERATIONS,
      },
      last ? last.sortId + 1 : 0,
    );
    return {
      tag: toWireTag(row),
      tag_group_id: row.tagGroupId,
    };
  }),

  implement('sortTags', async ({ db, company, body }) => {
    await requireTargetGroup(db, company.id, body.tag_group_id);
    if (!isWholeScope(body.ids, await listGroupTags(db, company.id, body.tag_group_id)))
      throw validationFailed({ ids: [SORT_MESSAGE] });
    await sortTags(db, body.ids);
    // Answer the scope the group is in, so a project's group comes back with its tags.
    const group = body.tag_group_id === null ? undefined : await findTagGroup(db, body.tag_group_id);
    return settings(db, company.id, group?.fieldId ?? undefined);
  }),

  implement('updateTag', async ({ db, deps, company, params, body }) => {
    const tag = await companyTag(db, company.id, params.id);
    await requireTargetGroup(db, company.id, body.tag_group_id);
    const siblings = await listGroupTags(db, company.id, body.tag_group_id);
    if (siblings.some((t) => t.id !== tag.id && sameTagName(t.name, body.name)))
      throw validationFailed({ name: [TAG_MESSAGE.duplicateTag] });
    const moving = tag.tagGroupId !== body.tag_group_id;
    if (moving && siblings.length >= TAG_MASTER_LIMITS.tagsPerGroup)
      throw validationFailed({ tag_group_id: [TAG_MESSAGE.tooMany(TAG_MASTER_LIMITS.tagsPerGroup)] });
    const last = siblings.at(-1);
    const row = await updateTag(
      db,
      tag.id,
      {
        name: body.name,
        tagGroupId: body.tag_group_id,
        operations: body.operations,
        // A tag moved to another group goes last there.
        ...(moving ? { sortId: last ? last.sortId + 1 : 0 } : {}),
      },
      deps.now(),
    );
    if (!row) throw notFound();
    return {
      tag: toWireTag(row),
      tag_group_id: row.tagGroupId,
    };
  }),

  implement('deleteTag', async ({ db, deps, company, params }) => {
    const tag = await companyTag(db, company.id, params.id);
    await deleteTag(db, tag.id, deps.now());
    return { success: true };
  }),
];
