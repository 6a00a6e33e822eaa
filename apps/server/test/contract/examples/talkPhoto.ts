import { jpeg } from './album.ts';
import { colleagueId } from './talkRooms.ts';
import { defineExamples, type ExampleContext, foreignCompany } from './types.ts';

const notAnImage = () => new File([new TextEncoder().encode('%PDF-1.7')], 'setup.exe');

/** A group room of the manager and a colleague, made for the example. */
const groupRoomId = async (ctx: ExampleContext): Promise<number> => {
  const answer = await ctx.send('createGroupRoom', {
    body: { name: '写真の契約テスト', member_ids: [await colleagueId(ctx)] },
  });
  const id = (answer.body as { chatroom_id?: number }).chatroom_id;
  if (typeof id !== 'number') throw new Error(`createGroupRoom failed: ${answer.text}`);
  return id;
};

type Sent = { messageId: number; photoId: number; roomId: number };

const sentOf = (answer: { body: unknown; text: string }, call: string): Sent => {
  const body = answer.body as { message?: { id?: number; chatroom_id?: number }; photo?: { id?: number } };
  if (typeof body.message?.id !== 'number' || typeof body.photo?.id !== 'number' || !body.message.chatroom_id)
    throw new Error(`${call} failed: ${answer.text}`);
  return { messageId: body.message.id, photoId: body.photo.id, roomId: body.message.chatroom_id };
};

/** A photo the manager sent into a fresh group room. */
const groupPhoto = async (ctx: ExampleContext): Promise<Sent> => {
  const chatroom_id = await groupRoomId(ctx);
  const answer = await ctx.send('sendChatroomFirstPhoto', {
    body: {
      chatroom_id,
      file: await jpeg(),
      building_picture_datetime: '',
      tag_setting_ids: [],
      api_version: 2,
    },
  });
  return sentOf(answer, 'sendChatroomFirstPhoto');
};

/** A photo the manager sent to a colleague (the private room is made on first use). */
const memberPhoto = async (ctx: ExampleContext): Promise<Sent> => {
  const answer = await ctx.send('sendMemberFirstPhoto', {
    body: {
      to_member_id: await colleagueId(ctx),
      file: await jpeg(),
      building_picture_datetime: '',
      tag_setting_ids: [],
      api_version: 2,
    },
  });
  return sentOf(answer, 'sendMemberFirstPhoto');
};

/** A photo the manager sent into the seeded site room (an album photo). */
const fieldPhoto = async (ctx: ExampleContext): Promise<Sent> => {
  const answer = await ctx.send('sendFieldPhoto', {
    body: {
      chatroom_id: ctx.ids.projectRoomId,
      attendance_field_id: ctx.ids.fieldId,
      file: await jpeg(),
      building_picture_datetime: '',
      tag_setting_ids: [],
      api_version: 2,
    },
  });
  return sentOf(answer, 'sendFieldPhoto');
};

const badId = () => ({ request: { params: { id: 'abc' } }, status: 422 as const });
const emptyList = (ctx: ExampleContext) => ({
  request: { body: { picture_id_list: [], chatroom_id: ctx.ids.projectRoomId } },
  status: 422 as const,
});

/** Photo sends into site, group and private rooms, their files, detach and disable (talk §7 Send, Album). */
export const talkPhotoExamples = defineExamples({
  sendFieldPhoto: {
    valid: async (ctx) => ({
      body: {
        chatroom_id: ctx.ids.projectRoomId,
        attendance_field_id: ctx.ids.fieldId,
        file: await jpeg(),
        building_picture_datetime: '',
        tag_setting_ids: [],
        api_version: 2,
        upload_id: crypto.randomUUID(),
      },
    }),
    invalid: async (ctx) => ({
      request: {
        body: {
          chatroom_id: ctx.ids.projectRoomId,
          attendance_field_id: ctx.ids.fieldId,
          file: notAnImage(),
          api_version: 2,
        },
      },
      status: 422,
    }),
  },
  sendGroupPhoto: {
    valid: async (ctx) => ({
      body: {
        chatroom_id: await groupRoomId(ctx),
        file: await jpeg(),
        building_picture_datetime: '',
        tag_setting_ids: [],
        api_version: 2,
        upload_id: crypto.randomUUID(),
      },
    }),
    invalid: async (ctx) => ({
      request: { body: { chatroom_id: await groupRoomId(ctx), file: notAnImage(), api_version: 2 } },
      status: 422,
    }),
  },
  sendMemberPhoto: {
    valid: async (ctx) => {
      const sent = await memberPhoto(ctx);
      return {
        body: {
          chatroom_id: sent.roomId,
          to_member_id: await colleagueId(ctx),
          message_id: sent.messageId,
          file: await jpeg(),
          building_picture_datetime: '',
          tag_setting_ids: [],
          api_version: 2,
          upload_id: crypto.randomUUID(),
        },
      };
    },
    invalid: async (ctx) => ({
      request: { body: { to_member_id: await colleagueId(ctx), file: await jpeg(), api_version: 2 } },
      status: 422,
    }),
  },
  sendChatroomFirstPhoto: {
    valid: async (ctx) => ({
      body: {
        chatroom_id: ctx.ids.projectRoomId,
        attendance_field_id: ctx.ids.fieldId,
        file: await jpeg(),
        building_picture_datetime: '',
        tag_setting_ids: [],
        api_version: 2,
        upload_id: crypto.randomUUID(),
      },
    }),
    invalid: async (ctx) => ({
      request: { body: { chatroom_id: ctx.ids.projectRoomId, file: await jpeg() } },
      status: 422,
    }),
  },
  sendMemberFirstPhoto: {
    valid: async (ctx) => ({
      body: {
        to_member_id: await colleagueId(ctx),
        file: await jpeg(),
        building_picture_datetime: '',
        tag_setting_ids: [],
        api_version: 2,
        upload_id: crypto.randomUUID(),
      },
    }),
    invalid: async (ctx) => ({
      request: { body: { to_member_id: ctx.ids.memberId, file: notAnImage(), api_version: 2 } },
      status: 422,
    }),
  },
  talkRoomPhotoFile: {
    valid: async (ctx) => ({ params: { id: (await groupPhoto(ctx)).photoId, variant: 'thumb' } }),
    invalid: () => ({ request: { params: { id: '1', variant: 'large' } }, status: 422 }),
  },
  detachGroupPhoto: {
    valid: async (ctx) => ({ params: { id: (await groupPhoto(ctx)).photoId } }),
    invalid: badId,
  },
  detachMemberPhoto: {
    valid: async (ctx) => ({ params: { id: (await memberPhoto(ctx)).photoId } }),
    invalid: badId,
  },
  detachFieldPhoto: {
    valid: async (ctx) => ({ params: { id: (await fieldPhoto(ctx)).photoId } }),
    invalid: badId,
  },
  disabledGroupPicturePhoto: {
    valid: async (ctx) => {
      const sent = await groupPhoto(ctx);
      return { body: { picture_id_list: [sent.photoId], chatroom_id: sent.roomId } };
    },
    invalid: emptyList,
  },
  disabledMemberPicturePhoto: {
    valid: async (ctx) => {
      const sent = await memberPhoto(ctx);
      return { body: { picture_id_list: [sent.photoId], chatroom_id: sent.roomId } };
    },
    invalid: emptyList,
  },
  getGroupChatList: {
    valid: () => ({ query: { limit: '30' } }),
    invalid: () => ({ request: { query: { limit: '0' } }, status: 422 }),
  },
  getTalkGroupList: { valid: () => ({}), invalid: foreignCompany },
  disabledFieldPhoto: {
    valid: async (ctx) => {
      const sent = await fieldPhoto(ctx);
      return { body: { picture_id_list: [sent.photoId], chatroom_id: sent.roomId } };
    },
    invalid: emptyList,
  },
});
