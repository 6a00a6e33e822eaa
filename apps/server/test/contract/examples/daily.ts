import { defineExamples } from './types.ts';

/** Daily calls (talk §7 "Daily"); the weather call is with the external examples. */
export const dailyExamples = defineExamples({
  getMemberProjects: {
    valid: (ctx) => ({ params: { id: ctx.ids.memberId } }),
    invalid: () => ({ request: { params: { id: 'me' } }, status: 422 }),
  },
  getCompanyProjects: {
    valid: (ctx) => ({ params: { id: ctx.ids.companyId } }),
    invalid: () => ({ request: { params: { id: '0' } }, status: 422 }),
  },
});
