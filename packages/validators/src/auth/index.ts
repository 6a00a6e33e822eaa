export * from './adminUser.ts';
export * from './authId.ts';
export * from './avatar.ts';
export * from './featureGate.ts';
export * from './permissions.ts';
export * from './roles.ts';
export * from './roomSort.ts';
export * from './session.ts';
