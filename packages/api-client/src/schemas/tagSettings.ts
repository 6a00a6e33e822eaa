import { booleanInput, boundedList, tagGroupNameSchema, tagNameSchema } from '@genba/validators';
import { z } from 'zod';
import { ZFlag, ZWireId, zId } from './common.ts';
import { lazySchema } from './lazySchema.ts';
import { ZTag, ZTagGroup } from './tag.ts';

/*
 * The tag master settings (/genbamastersetting/tag-group). Designed: the spec
 * lists the screen and the tag-group shape (talk §3) but not its calls.
 */

/** Query of the settings list: the company's groups, plus one project's when field_id is given. */
export const ZTagGroupSettingsQuery = lazySchema(() => z.object({ field_id: zId.optional() }));
/** Every group in order, then the tags in no group (shown as '不明'). */
export const ZTagGroupSettingsResponse = lazySchema(() =>
  z.object({
    tag_groups: boundedList(ZTagGroup),
    ungrouped_tags: boundedList(ZTag),
  }),
);

export const ZCreateTagGroupRequest = lazySchema(() =>
  z.object({
    name: tagGroupNameSchema,
    pqa_flg: ZFlag,
    /** A project's own group; company-wide when absent. */
    field_id: ZWireId.nullable().optional(),
  }),
);
export const ZUpdateTagGroupRequest = lazySchema(() =>
  z.object({ name: tagGroupNameSchema, pqa_flg: ZFlag }),
);
export const ZTagGroupResponse = lazySchema(() => z.object({ tag_group: ZTagGroup }));
export const ZSortTagGroupsRequest = lazySchema(() => z.object({ ids: boundedList(ZWireId, { min: 1 }) }));
export const ZDeleteTagGroupResponse = lazySchema(() =>
  z.object({
    success: z.boolean(),
    /** The group's tags stay, in no group (不明): photos keep them. */
    ungrouped_tag_count: z.number().int().nonnegative(),
  }),
);

/** One kind's setting as the settings screen sends it (talk §3 operations: checked, pqa, required). */
export const ZTagOperationInput = lazySchema(() =>
  z.object({
    checked: booleanInput(),
    pqa: booleanInput(),
    required: booleanInput(),
  }),
);
export const ZTagOperationsInput = lazySchema(() =>
  z.object({ album: ZTagOperationInput, board: ZTagOperationInput }),
);

export const ZCreateTagRequest = lazySchema(() =>
  z.object({
    name: tagNameSchema,
    /** null puts the tag in no group ('不明'). */
    tag_group_id: ZWireId.nullable(),
    operations: ZTagOperationsInput.optional(),
  }),
);
export const ZUpdateTagRequest = ZCreateTagRequest;
export const ZTagResponse = lazySchema(() => z.object({ tag: ZTag, tag_group_id: ZWireId.nullable() }));
export const ZSortTagsRequest = lazySchema(() =>
  z.object({
    tag_group_id: ZWireId.nullable(),
    ids: boundedList(ZWireId, { min: 1 }),
  }),
);
