import { boundedList, LIMITS, UNKNOWN_TAG_GROUP_NAME } from '@genba/validators';
import { z } from 'zod';
import { ZFlag, ZWireId, zId } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/** Limits of core §5: tag max 32 characters, tag group 20. */
export const TAG_NAME_MAX = LIMITS.tag;
export const TAG_GROUP_NAME_MAX = LIMITS.tagGroup;

/** A tag's setting for one kind of use (album, black-board, daily...). */
export const ZTagOperation = lazySchema(() =>
  z.object({
    id: ZWireId,
    checked: z.boolean(),
    /** Part of the PQA (photo quality assurance) checklist. */
    pqa: z.boolean(),
    required: z.boolean(),
  }),
);
export type TTagOperation = z.infer<typeof ZTagOperation>;

/** Tag (talk §3): operations keyed by kind, e.g. `{ album: {...}, board: {...} }`. */
export const ZTag = lazySchema(() =>
  z.object({
    id: ZWireId,
    name: z.string().min(1).max(TAG_NAME_MAX),
    operations: z.record(z.string(), ZTagOperation),
  }),
);
export type TTag = z.infer<typeof ZTag>;

/** Tag group (talk §3). Company-wide groups have no field_id; personal groups carry member_id. */
export const ZTagGroup = lazySchema(() =>
  z.object({
    id: ZWireId,
    name: z.string().min(1).max(TAG_GROUP_NAME_MAX),
    field_id: ZWireId.nullable(),
    member_id: ZWireId.nullable(),
    pqa_flg: ZFlag,
    sort_id: z.number().int().nonnegative(),
    tags: boundedList(ZTag),
  }),
);
export type TTagGroup = z.infer<typeof ZTagGroup>;

/** A tag as attached to a photo: the tag plus the name of its group; tags in no group show under '不明' (talk §3). */
export const ZPhotoTag = lazySchema(() =>
  z
    .object({
      id: ZWireId,
      name: z.string(),
      tag_group_id: ZWireId.nullable(),
      tag_group_name: z.string(),
    })
    .refine((tag) => tag.tag_group_id !== null || tag.tag_group_name === UNKNOWN_TAG_GROUP_NAME, {
      message: `A tag in no group belongs to the '${UNKNOWN_TAG_GROUP_NAME}' group`,
      path: ['tag_group_name'],
    }),
);
export type TPhotoTag = z.infer<typeof ZPhotoTag>;

export const ZTagMasterParams = lazySchema(() =>
  z.object({
    companyId: zId,
    fieldId: zId,
  }),
);
/** Company groups first, then the project's, each by sort_id; the '不明' group last when it has tags. */
export const ZTagMasterListResponse = lazySchema(() => z.object({ tag_groups: boundedList(ZTagGroup) }));
