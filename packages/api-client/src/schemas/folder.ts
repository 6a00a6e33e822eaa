import { boundedList, FOLDER_NAME_MAX, folderNameSchema } from '@genba/validators';
import { z } from 'zod';
import { ZWireId } from './common.ts';
import { lazySchema } from './lazySchema.ts';

/** Folder name rule (folderNameSchema of @genba/validators/album). */
export { FOLDER_NAME_MAX };
export const ZFolderName = folderNameSchema;

/** Album picture folder (talk §3: id, name) with the project it belongs to and its position. */
export const ZPictureFolder = lazySchema(() =>
  z.object({
    id: ZWireId,
    name: z.string(),
    field_id: ZWireId,
    sort_id: z.number().int().nonnegative(),
  }),
);
export type TPictureFolder = z.infer<typeof ZPictureFolder>;

export const ZCreatePictureFolderRequest = lazySchema(() =>
  z.object({ field_id: ZWireId, name: ZFolderName }),
);
export const ZCreatePictureFoldersRequest = lazySchema(() =>
  z.object({
    field_id: ZWireId,
    names: boundedList(ZFolderName, { min: 1, max: 100 }),
  }),
);
export const ZSortPictureFoldersRequest = lazySchema(() =>
  z.object({
    field_id: ZWireId,
    /** Every folder of the project, in the new order; sort_id becomes the index. */
    folder_ids: boundedList(ZWireId, { min: 1 }),
  }),
);
export const ZUpdatePictureFolderRequest = lazySchema(() => z.object({ name: ZFolderName }));
export const ZDeletePictureFolderRequest = lazySchema(() => z.object({ field_id: ZWireId }));

export const ZPictureFolderResponse = lazySchema(() => z.object({ folder: ZPictureFolder }));
export const ZPictureFoldersResponse = lazySchema(() => z.object({ folders: z.array(ZPictureFolder) }));
export const ZDeletePictureFolderResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    /** Photos that were in the folder; they now have folder_id null. */
    moved_picture_count: z.number().int().nonnegative(),
  }),
);
