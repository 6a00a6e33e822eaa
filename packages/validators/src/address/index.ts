export * from './geo.ts';
export * from './postalCode.ts';
export * from './prefectures.ts';
