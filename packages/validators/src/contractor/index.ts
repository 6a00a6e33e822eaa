export * from './partnerCompany.ts';
export * from './rules.ts';
