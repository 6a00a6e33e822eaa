export * from './bbsFiles.ts';
export * from './emergencyContacts.ts';
export * from './roomList.ts';
export * from './rooms.ts';
export * from './rules.ts';
export * from './siteRoles.ts';
export * from './talk.ts';
