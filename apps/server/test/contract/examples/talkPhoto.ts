import { jpeg } from './album.ts';
import { defineExamples } from './types.ts';

/** Photo sends into a site room (talk §7 Send). */
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
      },
    }),
    invalid: async (ctx) => ({
      request: {
        body: {
          chatroom_id: ctx.ids.projectRoomId,
          attendance_field_id: ctx.ids.fieldId,
          file: new File([new TextEncoder().encode('%PDF-1.7')], 'setup.exe'),
          api_version: 2,
        },
      },
      status: 422,
    }),
  },
});
