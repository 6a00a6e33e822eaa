export * from './companySettings.ts';
export * from './constants.ts';
export * from './form.ts';
export * from './logo.ts';
export * from './office.ts';
export * from './schema.ts';
