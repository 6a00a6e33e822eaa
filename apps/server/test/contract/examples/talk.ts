import { defineExamples, foreignCompany } from './types.ts';

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
});
