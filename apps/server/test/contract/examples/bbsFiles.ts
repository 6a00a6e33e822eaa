import { and, eq } from 'drizzle-orm';
import { chatRoomMembers, chatRooms } from '../../../src/db/schema/index.ts';
import type { ExampleContext } from './types.ts';
import { defineExamples } from './types.ts';

/** Board files of a room (talk §7 storage field, bbs file, pbFile read status, the designed download). */
const pdf = () => new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], '契約用 図面.pdf');

/** Uploads a file to the seeded project room and answers its id, for the calls that act on one. */
const postedFile = async (ctx: ExampleContext): Promise<number> => {
  const answer = await ctx.send('storageField', {
    body: { chatroom_id: ctx.ids.projectRoomId, file: pdf() },
  });
  const id = (answer.body as { file?: { id?: number } }).file?.id;
  if (id === undefined) throw new Error(`storageField did not prepare a file: ${answer.text}`);
  return id;
};

/** The seeded group or private room the manager belongs to. */
const roomOf = async (ctx: ExampleContext, type: 'group' | 'private'): Promise<number> => {
  const [room] = await ctx.deps.db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .innerJoin(chatRoomMembers, eq(chatRoomMembers.chatRoomId, chatRooms.id))
    .where(and(eq(chatRooms.type, type), eq(chatRoomMembers.memberId, ctx.ids.memberId)));
  if (!room) throw new Error(`seed: no ${type} room of the manager`);
  return room.id;
};

/** Sends a file into a room and answers the stored file's id, for the delete calls. */
const sentFile = async (ctx: ExampleContext, type: 'group' | 'private'): Promise<number> => {
  const chatroom_id = await roomOf(ctx, type);
  const answer = await ctx.send(type === 'group' ? 'storageGroupFile' : 'storageMemberFile', {
    body: { chatroom_id, file: pdf(), no_compress: 1 },
  });
  const id = (answer.body as { file?: { id?: number } }).file?.id;
  if (id === undefined) throw new Error(`the file send did not prepare a file: ${answer.text}`);
  return id;
};

/** A name outside talk §5's types: refused by the request schema itself (422 before any byte is read). */
const badFile = () => new File([new TextEncoder().encode('<html></html>')], 'page.html');

export const bbsFileExamples = defineExamples({
  sendFieldFile: {
    valid: async (ctx) => ({
      body: {
        chatroom_id: ctx.ids.projectRoomId,
        attendance_field_id: ctx.ids.fieldId,
        building_file_id: await postedFile(ctx),
      },
    }),
    invalid: (ctx) => ({
      request: { body: { chatroom_id: ctx.ids.projectRoomId, attendance_field_id: ctx.ids.fieldId } },
      status: 422,
    }),
  },
  storageFieldFile: {
    valid: (ctx) => ({
      body: { chatroom_id: ctx.ids.projectRoomId, field_id: ctx.ids.fieldId, file: pdf(), no_compress: 1 },
    }),
    invalid: (ctx) => ({
      request: { body: { chatroom_id: ctx.ids.projectRoomId, file: badFile() } },
      status: 422,
    }),
  },
  storageGroupFile: {
    valid: async (ctx) => ({
      body: { chatroom_id: await roomOf(ctx, 'group'), file: pdf(), no_compress: 0 },
    }),
    invalid: async (ctx) => ({
      request: { body: { chatroom_id: await roomOf(ctx, 'group'), file: badFile() } },
      status: 422,
    }),
  },
  storageMemberFile: {
    valid: async (ctx) => ({
      body: { chatroom_id: await roomOf(ctx, 'private'), file: pdf(), no_compress: 1 },
    }),
    invalid: () => ({ request: { body: { chatroom_id: 'x', file: pdf() } }, status: 422 }),
  },
  deleteStorageGroupFile: {
    valid: async (ctx) => ({ params: { id: await sentFile(ctx, 'group') } }),
    invalid: () => ({ request: { params: { id: '-1' } }, status: 422 }),
  },
  deleteStorageMemberFile: {
    valid: async (ctx) => ({ params: { id: await sentFile(ctx, 'private') } }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  storageField: {
    valid: (ctx) => ({
      body: { field_id: ctx.ids.fieldId, chatroom_id: ctx.ids.projectRoomId, file: pdf() },
    }),
    invalid: (ctx) => ({
      request: {
        body: {
          chatroom_id: ctx.ids.projectRoomId,
          file: new File([new TextEncoder().encode('%PDF-1.4')], 'setup.exe'),
        },
      },
      status: 422,
    }),
  },
  updateBbsFile: {
    valid: async (ctx) => {
      const id = await postedFile(ctx);
      return { params: { id }, body: { fileId: id, pickupFlg: 1 } };
    },
    invalid: () => ({ request: { params: { id: 1 }, body: { fileId: 1, pickupFlg: 2 } }, status: 422 }),
  },
  deleteBbsFile: {
    valid: async (ctx) => ({ params: { id: await postedFile(ctx) } }),
    invalid: () => ({ request: { params: { id: 'genba' } }, status: 422 }),
  },
  updateReadStatusFile: {
    valid: async (ctx) => ({
      body: { building_file_id: await postedFile(ctx), member_id: ctx.ids.memberId, readed: 0 },
    }),
    invalid: (ctx) => ({
      request: { body: { building_file_id: 'x', member_id: ctx.ids.memberId, readed: 1 } },
      status: 422,
    }),
  },
  cancelUpload: {
    // A fresh id each run: the manager's cancel is recorded for that upload only.
    valid: () => ({ body: { upload_id: crypto.randomUUID() } }),
    invalid: () => ({ request: { body: { upload_id: 'not-a-uuid' } }, status: 422 }),
  },
  bbsFileDownload: {
    valid: async (ctx) => ({ params: { id: await postedFile(ctx) }, query: { t: 1763682300 } }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
});
