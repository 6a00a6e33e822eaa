export * from './download.ts';
export * from './downloadName.ts';
export * from './rules.ts';
export * from './tags.ts';
export * from './upload.ts';
