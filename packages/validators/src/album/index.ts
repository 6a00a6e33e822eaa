export * from './download.ts';
export * from './downloadName.ts';
export * from './upload.ts';
