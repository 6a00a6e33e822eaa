import { defineExamples, foreignCompany } from './types.ts';

/** News and mentions (talk §7 "News", "Mentions"): the calls without input; the rest follow with their routes. */
export const newsAndMentionExamples = defineExamples({
  pc_news: { valid: () => ({}), invalid: foreignCompany },
  sp_news: { valid: () => ({}), invalid: foreignCompany },
  update_read_all: { valid: () => ({}), invalid: foreignCompany },
  mention_count: { valid: () => ({}), invalid: foreignCompany },
});
