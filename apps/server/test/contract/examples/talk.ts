import { defineExamples } from './types.ts';

/** Talk calls (talk §7 "Talk"). */
export const talkExamples = defineExamples({
  getProjectList: {
    valid: () => ({ query: { completion_status: 99, keyword: '' } }),
    invalid: () => ({ request: { query: { completion_status: 'すべて' } }, status: 422 }),
  },
});
