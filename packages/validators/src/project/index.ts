export * from './businessHistory.ts';
export * from './caseList.ts';
export * from './completionStatus.ts';
export * from './constructionType.ts';
export * from './form.ts';
export * from './names.ts';
export * from './protec.ts';
export * from './rules.ts';
