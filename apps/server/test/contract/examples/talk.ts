import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { chatRoomMembers, chatRooms } from '../../../src/db/schema/index.ts';
import { allowLinkPreviewTargetsForTests } from '../../../src/routes/linkPreview/index.ts';
import { defineExamples, type ExampleContext, foreignCompany } from './types.ts';

/** Sends a text to the example project room and answers its id, for the calls that act on a message. */
const sentMessageId = async (ctx: ExampleContext, text = '契約テストのメッセージ'): Promise<number> => {
  const answer = await ctx.send('sendFieldMessage', {
    body: { chatroom_id: ctx.ids.projectRoomId, attendance_field_id: ctx.ids.fieldId, message: text },
  });
  const id = (answer.body as { message?: { id?: number } }).message?.id;
  if (typeof id !== 'number') throw new Error(`sendFieldMessage failed: ${answer.text}`);
  return id;
};

/** A group room the manager is on (the seed's 福岡支店 連絡グループ). */
const groupRoomId = async (ctx: ExampleContext): Promise<number> => {
  const [row] = await ctx.deps.db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .innerJoin(chatRoomMembers, eq(chatRoomMembers.chatRoomId, chatRooms.id))
    .where(and(eq(chatRooms.type, 'group'), eq(chatRoomMembers.memberId, ctx.ids.memberId)));
  if (!row) throw new Error('the seed has no group room of the manager');
  return row.id;
};

/**
 * A local page with an og:image, reachable only through the test-only
 * allow-list (the contract run has no other site to preview); unref'd, so it
 * never keeps the run alive.
 */
let previewPage: Promise<string> | undefined;
const localPreviewPage = (): Promise<string> => {
  previewPage ??= new Promise((resolve) => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGOQj19x4swFAAn8A4umIxSjAAAAAElFTkSuQmCC',
      'base64',
    );
    const server = http.createServer((req, res) => {
      if (req.url === '/og.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(png);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><head><meta property="og:image" content="/og.png"></head></html>');
    });
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      const { port } = server.address() as AddressInfo;
      allowLinkPreviewTargetsForTests('test', [`127.0.0.1:${port}`]);
      resolve(`http://127.0.0.1:${port}/page`);
    });
  });
  return previewPage;
};

/** Talk calls (talk §7 "Talk"). */
export const talkExamples = defineExamples({
  getProjectList: {
    valid: () => ({ query: { completion_status: 99, keyword: '' } }),
    invalid: () => ({ request: { query: { completion_status: 'すべて' } }, status: 422 }),
  },
  getGroupAndPrivateChatList: { valid: () => ({}), invalid: foreignCompany },
  getTalkGroupList: { valid: () => ({}), invalid: foreignCompany },
  getTalkByFieldId: {
    valid: (ctx) => ({ params: { id: ctx.ids.fieldId } }),
    invalid: () => ({ request: { params: { id: 'genba' } }, status: 422 }),
  },
  getChatroomByRoomId: {
    valid: (ctx) => ({ params: { id: ctx.ids.projectRoomId } }),
    invalid: () => ({ request: { params: { id: '-1' } }, status: 422 }),
  },
  getInitArrowChatData: {
    valid: (ctx) => ({ params: { id: ctx.ids.projectRoomId } }),
    invalid: () => ({ request: { params: { id: 'ルーム' } }, status: 422 }),
  },
  getArrowChatMessages: {
    valid: (ctx) => ({
      params: { id: ctx.ids.projectRoomId },
      query: { limit: 30, min_sent: '2099-01-01 00:00:00', min_id: 2_000_000_000 },
    }),
    invalid: (ctx) => ({
      request: { params: { id: ctx.ids.projectRoomId }, query: { limit: 0 } },
      status: 422,
    }),
  },
  getTalkByRoomId: {
    valid: (ctx) => ({ params: { id: ctx.ids.projectRoomId }, query: {} }),
    invalid: (ctx) => ({
      request: { params: { id: ctx.ids.projectRoomId }, query: { min_sent: '昨日' } },
      status: 422,
    }),
  },
  getTalkMembers: {
    valid: (ctx) => ({ params: { id: ctx.ids.projectRoomId } }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
  readAllMessage: {
    valid: (ctx) => ({ query: { chatroom_id: ctx.ids.projectRoomId } }),
    invalid: () => ({ request: { query: { chatroom_id: 'すべて' } }, status: 422 }),
  },
  getMessageReaders: {
    valid: async (ctx) => ({ params: { id: await sentMessageId(ctx) } }),
    invalid: () => ({ request: { params: { id: 'x' } }, status: 422 }),
  },
  talkEvents: {
    valid: () => ({ query: { poll: 1 } }),
    invalid: () => ({ request: { query: { last_event_id: '-5' } }, status: 422 }),
  },
  sendFieldMessage: {
    valid: (ctx) => ({
      body: {
        chatroom_id: ctx.ids.projectRoomId,
        attendance_field_id: ctx.ids.fieldId,
        message: '足場の点検は10時からです',
      },
    }),
    invalid: (ctx) => ({
      request: {
        body: { chatroom_id: ctx.ids.projectRoomId, attendance_field_id: ctx.ids.fieldId, message: '   ' },
      },
      status: 422,
    }),
  },
  sendFieldStamp: {
    valid: (ctx) => ({
      body: { chatroom_id: ctx.ids.projectRoomId, attendance_field_id: ctx.ids.fieldId, stamp_id: 3 },
    }),
    invalid: (ctx) => ({
      request: {
        body: { chatroom_id: ctx.ids.projectRoomId, attendance_field_id: ctx.ids.fieldId, stamp_id: 0 },
      },
      status: 422,
    }),
  },
  sendGroupMessage: {
    valid: async (ctx) => ({ body: { chatroom_id: await groupRoomId(ctx), message: '明日の朝礼は8時です' } }),
    invalid: () => ({ request: { body: { chatroom_id: 'グループ', message: 'こんにちは' } }, status: 422 }),
  },
  sendGroupStamp: {
    valid: async (ctx) => ({ body: { chatroom_id: await groupRoomId(ctx), stamp_id: 1 } }),
    invalid: async (ctx) => ({ request: { body: { chatroom_id: await groupRoomId(ctx) } }, status: 422 }),
  },
  updateFieldMessage: {
    valid: async (ctx) => ({
      body: {
        id: await sentMessageId(ctx),
        chatroom_id: ctx.ids.projectRoomId,
        message: '訂正：足場の点検は11時からです',
      },
    }),
    invalid: (ctx) => ({
      request: { body: { id: 1, chatroom_id: ctx.ids.projectRoomId, message: '' } },
      status: 422,
    }),
  },
  deleteFieldMessage: {
    valid: async (ctx) => ({ params: { id: await sentMessageId(ctx) } }),
    invalid: () => ({ request: { params: { id: '1.5' } }, status: 422 }),
  },
  deleteGroupMessage: {
    valid: async (ctx) => {
      const answer = await ctx.send('sendGroupMessage', {
        body: { chatroom_id: await groupRoomId(ctx), message: '削除する連絡' },
      });
      const id = (answer.body as { message?: { id?: number } }).message?.id;
      if (typeof id !== 'number') throw new Error(`sendGroupMessage failed: ${answer.text}`);
      return { params: { id } };
    },
    invalid: () => ({ request: { params: { id: 'abc' } }, status: 422 }),
  },
  chatroomDispoffMessage: {
    valid: async (ctx) => ({
      body: { chatroom_id: ctx.ids.projectRoomId, message_id: await sentMessageId(ctx) },
    }),
    invalid: (ctx) => ({ request: { body: { chatroom_id: ctx.ids.projectRoomId } }, status: 422 }),
  },
  getTagMasterList: {
    valid: (ctx) => ({ params: { companyId: ctx.ids.companyId, fieldId: ctx.ids.fieldId } }),
    invalid: (ctx) => ({ request: { params: { companyId: ctx.ids.companyId, fieldId: '0' } }, status: 422 }),
  },
  checkPqaActive: {
    valid: (ctx) => ({ params: { id: ctx.ids.fieldId } }),
    invalid: () => ({ request: { params: { id: 'genba' } }, status: 422 }),
  },
  linkPreview: {
    // A public address literal: no DNS, and an unreachable page answers an empty preview (200), not an error.
    valid: () => ({ query: { url: 'http://203.0.114.1/' } }),
    invalid: () => ({ request: { query: { url: 'javascript:alert(1)' } }, status: 422 }),
  },
  linkPreviewImage: {
    valid: async () => ({ query: { url: await localPreviewPage() } }),
    invalid: () => ({ request: { query: { url: 'file:///etc/passwd' } }, status: 422 }),
  },
});
