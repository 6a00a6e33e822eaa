import { forbidden } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { requireProjectAccess, TENANCY_MESSAGES } from '../../http/tenancy.ts';
import { listTagMaster, type TagGroupRow, type TagRow } from './queries.ts';
import { toWireTagGroups } from './wire.ts';

/**
 * PQA (photo quality check) is on for a project when its tag master has something to check:
 * a tag of a PQA group (pqa_flg 1) or a tag with a pqa operation. No setting stores the flag
 * apart; a PQA group without tags checks nothing, so it does not count.
 */
export const pqaActive = (groups: readonly TagGroupRow[], tags: readonly TagRow[]): boolean => {
  const pqaGroups = new Set(groups.filter((g) => g.pqaFlg === 1).map((g) => g.id));
  return tags.some(
    (t) =>
      (t.tagGroupId !== null && pqaGroups.has(t.tagGroupId)) ||
      Object.values(t.operations).some((op) => op.pqa),
  );
};

/** The talk side's reads of the tag master (talk §7): the groups a project may use, and its PQA flag. */
export const talkTagMasterRoutes = [
  implement('getTagMasterList', async ({ db, member, company, params }) => {
    if (params.companyId !== company.id) throw forbidden(TENANCY_MESSAGES.company);
    await requireProjectAccess(db, { member, company }, params.fieldId);
    const { groups, tags } = await listTagMaster(db, company.id, params.fieldId);
    return { tag_groups: toWireTagGroups(groups, tags) };
  }),

  implement('checkPqaActive', async ({ db, member, company, params }) => {
    await requireProjectAccess(db, { member, company }, params.id);
    const { groups, tags } = await listTagMaster(db, company.id, params.id);
    return { is_active: pqaActive(groups, tags) };
  }),
];
