export * from './postalCode.ts';
export * from './prefectures.ts';
