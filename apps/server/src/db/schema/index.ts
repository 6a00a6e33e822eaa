export * from './album.ts';
export * from './auth.ts';
export * from './company.ts';
export * from './customer.ts';
export * from './daily.ts';
export * from './member.ts';
export * from './organisation.ts';
export * from './project.ts';
