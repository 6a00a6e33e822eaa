import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { albumFolders, albumPhotos, albumTagGroups, albumTags } from '../../../src/db/schema/index.ts';
import { defineExamples, type ExampleContext, foreignCompany } from './types.ts';

/** A seeded photo the manager may act on (the demo album of 博多駅前ビル), and its project. */
const seededPhoto = async (ctx: ExampleContext, offset = 0) => {
  const [photo] = await ctx.deps.db
    .select()
    .from(albumPhotos)
    .where(and(eq(albumPhotos.companyId, ctx.ids.companyId), eq(albumPhotos.delFlg, false)))
    .orderBy(albumPhotos.id)
    .offset(offset)
    .limit(1);
  if (!photo) throw new Error('contract: no seeded album photo');
  return photo;
};

const seededFolder = async (ctx: ExampleContext, fieldId: number, offset = 0) => {
  const [folder] = await ctx.deps.db
    .select()
    .from(albumFolders)
    .where(eq(albumFolders.fieldId, fieldId))
    .orderBy(albumFolders.id)
    .offset(offset)
    .limit(1);
  if (!folder) throw new Error('contract: no seeded folder');
  return folder;
};

export const jpeg = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    'contract.jpg',
    { type: 'image/jpeg' },
  );

/** Album, storage and folder calls (talk §7 "Album"), plus the designed photo-file and integrity calls. */
/** A fresh company-wide tag group (and one tag in it) of the manager's company, for the settings examples. */
const freshTagGroup = async (ctx: ExampleContext, name: string) => {
  const [group] = await ctx.deps.db
    .insert(albumTagGroups)
    .values({ companyId: ctx.ids.companyId, name, sortId: 90 })
    .returning();
  if (!group) throw new Error('tag group insert failed');
  const [tag] = await ctx.deps.db
    .insert(albumTags)
    .values({ companyId: ctx.ids.companyId, tagGroupId: group.id, name: `${name}タグ` })
    .returning();
  if (!tag) throw new Error('tag insert failed');
  return { group, tag };
};

export const albumExamples = defineExamples({
  getTagGroupSettings: { valid: () => ({ query: {} }), invalid: foreignCompany },
  createTagGroup: {
    valid: () => ({ body: { name: '契約検査', pqa_flg: 1 } }),
    invalid: () => ({ request: { body: { name: 'あ'.repeat(21), pqa_flg: 0 } }, status: 422 }),
  },
  sortTagGroups: {
    valid: async (ctx) => {
      const groups = await ctx.deps.db
        .select({ id: albumTagGroups.id, fieldId: albumTagGroups.fieldId })
        .from(albumTagGroups)
        .where(eq(albumTagGroups.companyId, ctx.ids.companyId));
      return {
        body: {
          ids: groups
            .filter((g) => g.fieldId === null)
            .map((g) => g.id)
            .reverse(),
        },
      };
    },
    invalid: () => ({ request: { body: { ids: [] } }, status: 422 }),
  },
  updateTagGroup: {
    valid: async (ctx) => ({
      params: { id: (await freshTagGroup(ctx, '改名前')).group.id },
      body: { name: '改名後', pqa_flg: 0 },
    }),
    invalid: () => ({ request: { params: { id: 1 }, body: { name: '', pqa_flg: 0 } }, status: 422 }),
  },
  deleteTagGroup: {
    valid: async (ctx) => ({ params: { id: (await freshTagGroup(ctx, '削除用グループ')).group.id } }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  createTag: {
    valid: async (ctx) => ({
      body: { name: '契約タグ', tag_group_id: (await freshTagGroup(ctx, 'タグ追加先')).group.id },
    }),
    invalid: () => ({ request: { body: { name: 'a'.repeat(33), tag_group_id: null } }, status: 422 }),
  },
  sortTags: {
    valid: async (ctx) => {
      const { group, tag } = await freshTagGroup(ctx, '並べ替え先');
      return { body: { tag_group_id: group.id, ids: [tag.id] } };
    },
    invalid: () => ({ request: { body: { tag_group_id: null, ids: [] } }, status: 422 }),
  },
  updateTag: {
    valid: async (ctx) => {
      const { group, tag } = await freshTagGroup(ctx, 'タグ改名');
      return { params: { id: tag.id }, body: { name: '改名済みタグ', tag_group_id: group.id } };
    },
    invalid: () => ({ request: { params: { id: 1 }, body: { name: '', tag_group_id: null } }, status: 422 }),
  },
  deleteTag: {
    valid: async (ctx) => ({ params: { id: (await freshTagGroup(ctx, 'タグ削除')).tag.id } }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  getAlbumDownloadSetting: {
    valid: () => ({}),
    invalid: () => ({ request: {}, status: 401, withoutSession: true }),
  },
  // Saves the default again, so other examples still see uploaded names.
  updateAlbumDownloadSetting: {
    valid: () => ({ body: { album_download: 0 } }),
    invalid: () => ({ request: { body: { album_download: 2 } }, status: 422 }),
  },
  getInitAlbumData: {
    valid: () => ({ query: {} }),
    invalid: () => ({ request: { query: { field_id: 'genba' } }, status: 422 }),
  },
  getCommonAlbumAllData: {
    valid: (ctx) => ({ params: { id: ctx.ids.companyId }, query: { limit: 50 } }),
    invalid: (ctx) => ({
      request: { params: { id: ctx.ids.companyId }, query: { limit: '0' } },
      status: 422,
    }),
  },
  getInitFieldAlbumData: {
    valid: async (ctx) => ({
      params: { fieldId: (await seededPhoto(ctx)).fieldId, chatroomId: ctx.ids.projectRoomId },
      query: { limit: 20 },
    }),
    invalid: (ctx) => ({
      request: { params: { fieldId: 'x', chatroomId: ctx.ids.projectRoomId } },
      status: 422,
    }),
  },
  getFieldAlbumData: {
    valid: async (ctx) => ({
      params: { fieldId: (await seededPhoto(ctx)).fieldId, chatroomId: ctx.ids.projectRoomId },
      query: { limit: 20 },
    }),
    invalid: (ctx) => ({
      request: {
        params: { fieldId: ctx.ids.fieldId, chatroomId: ctx.ids.projectRoomId },
        query: { limit: '9999' },
      },
      status: 422,
    }),
  },
  storeAlbum: {
    valid: async (ctx) => ({
      body: {
        field_id: (await seededPhoto(ctx)).fieldId,
        chatroom_id: ctx.ids.projectRoomId,
        member_id: ctx.ids.memberId,
        company_id: ctx.ids.companyId,
        office_id: ctx.ids.officeId ?? 1,
        file: await jpeg(),
        sent: 0,
        building_picture_datetime: '',
        tag_setting_ids: [],
        api_version: 1,
      },
    }),
    invalid: (ctx) => ({
      request: { body: { field_id: ctx.ids.fieldId, chatroom_id: 'x' } },
      status: 422,
    }),
  },
  albumPhotoFile: {
    valid: async (ctx) => ({ params: { id: (await seededPhoto(ctx)).id, variant: 'thumb' } }),
    invalid: () => ({ request: { params: { id: 1, variant: 'exe' } }, status: 422 }),
  },
  albumPhotoIntegrity: {
    valid: async (ctx) => ({ params: { id: (await seededPhoto(ctx)).id } }),
    invalid: () => ({ request: { params: { id: 'genba' } }, status: 422 }),
  },
  downloadContent: {
    valid: async (ctx) => ({ query: { s3Path: (await seededPhoto(ctx)).storageKey, s3Bucket: 'album' } }),
    invalid: () => ({ request: { query: { s3Path: '', s3Bucket: 'album' } }, status: 422 }),
  },
  updatePicturesTag: {
    valid: async (ctx) => {
      const photo = await seededPhoto(ctx, 1);
      return {
        body: {
          picture_id_list: [photo.id],
          field_id: photo.fieldId,
          place_id: null,
          time_id: null,
          picture_folder_id: (await seededFolder(ctx, photo.fieldId)).id,
        },
      };
    },
    invalid: () => ({ request: { body: { picture_id_list: [], field_id: 1 } }, status: 422 }),
  },
  album_image_tag_multi: {
    valid: async (ctx) => {
      const photo = await seededPhoto(ctx, 3);
      return {
        body: { picture_id_list: [photo.id], picture_folder_id: (await seededFolder(ctx, photo.fieldId)).id },
      };
    },
    invalid: () => ({ request: { body: { picture_id_list: [] } }, status: 422 }),
  },
  shareFieldPhoto: {
    valid: async (ctx) => {
      const photo = await seededPhoto(ctx, 3);
      return {
        body: {
          picture_id_list: [photo.id],
          field_id: photo.fieldId,
          company_id: ctx.ids.companyId,
          member_id: ctx.ids.memberId,
          office_id: ctx.ids.officeId ?? 0,
        },
      };
    },
    invalid: (ctx) => ({
      request: {
        body: {
          picture_id_list: [],
          field_id: ctx.ids.fieldId,
          company_id: ctx.ids.companyId,
          member_id: ctx.ids.memberId,
          office_id: ctx.ids.officeId ?? 0,
        },
      },
      status: 422,
    }),
  },
  deletePictures: {
    valid: async (ctx) => {
      const photo = await seededPhoto(ctx, 2);
      return { body: { picture_id_list: [photo.id], field_id: photo.fieldId } };
    },
    invalid: () => ({ request: { body: { picture_id_list: 'all', field_id: 1 } }, status: 422 }),
  },
  album_image_delete_multi: {
    valid: async (ctx) => {
      const photo = await seededPhoto(ctx, 3);
      return { body: { data: { picture_id_list: [photo.id], field_id: photo.fieldId } } };
    },
    invalid: () => ({ request: { body: { data: null } }, status: 422 }),
  },
  createPictureFolder: {
    valid: (ctx) => ({ body: { field_id: ctx.ids.fieldId, name: '契約書類' } }),
    invalid: (ctx) => ({ request: { body: { field_id: ctx.ids.fieldId, name: '' } }, status: 422 }),
  },
  createPictureFolders: {
    valid: (ctx) => ({ body: { field_id: ctx.ids.fieldId, names: ['着工前', '竣工'] } }),
    invalid: (ctx) => ({ request: { body: { field_id: ctx.ids.fieldId, names: [] } }, status: 422 }),
  },
  updatePictureFolder: {
    valid: async (ctx) => {
      const photo = await seededPhoto(ctx);
      return {
        params: { id: (await seededFolder(ctx, photo.fieldId, 3)).id },
        body: { name: '完了検査（是正後）' },
      };
    },
    invalid: () => ({ request: { params: { id: 1 }, body: { name: 'あ'.repeat(51) } }, status: 422 }),
  },
  sortPictureFolders: {
    valid: async (ctx) => {
      const fieldId = (await seededPhoto(ctx)).fieldId;
      const folders = await ctx.deps.db.select().from(albumFolders).where(eq(albumFolders.fieldId, fieldId));
      return { body: { field_id: fieldId, folder_ids: folders.map((f) => f.id).reverse() } };
    },
    invalid: () => ({ request: { body: { field_id: 1, folder_ids: [] } }, status: 422 }),
  },
  deletePictureFolder: {
    valid: async (ctx) => {
      const fieldId = (await seededPhoto(ctx)).fieldId;
      const [created] = await ctx.deps.db
        .insert(albumFolders)
        .values({ fieldId, name: '削除用' })
        .returning();
      return { params: { folderId: created?.id ?? 1 }, body: { field_id: fieldId } };
    },
    invalid: () => ({ request: { params: { folderId: 'x' }, body: { field_id: 1 } }, status: 422 }),
  },
  albumSync: {
    valid: async (ctx) => ({
      params: { id: (await seededPhoto(ctx)).fieldId },
      query: { since: '2026-01-01 00:00:00' },
    }),
    invalid: (ctx) => ({
      request: { params: { id: ctx.ids.fieldId }, query: { since: '2026-11-21T09:00:00' } },
      status: 422,
    }),
  },
  getAlbumCaching: {
    valid: () => ({ query: { since: '2026-01-01 00:00:00' } }),
    invalid: () => ({ request: { query: { since: 'yesterday' } }, status: 422 }),
  },
  updateBuildingPictureLastSorting: {
    valid: async (ctx) => {
      const [a, b] = [await seededPhoto(ctx, 4), await seededPhoto(ctx, 5)];
      return { body: { field_id: a.fieldId, sort_type: 'place', picture_id_list: [b.id, a.id] } };
    },
    invalid: (ctx) => ({
      request: { body: { field_id: ctx.ids.fieldId, sort_type: 'floor', picture_id_list: [1] } },
      status: 422,
    }),
  },
  albumPush: {
    valid: (ctx) => ({
      body: {
        chatroom_id: ctx.ids.projectRoomId,
        member_id: ctx.ids.memberId,
        company_id: ctx.ids.companyId,
      },
    }),
    invalid: (ctx) => ({
      request: { body: { chatroom_id: 'room', member_id: ctx.ids.memberId, company_id: ctx.ids.companyId } },
      status: 422,
    }),
  },
});
