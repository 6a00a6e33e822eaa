export * from './auth.ts';
export * from './company.ts';
export * from './member.ts';
export * from './project.ts';
export * from './talk.ts';
