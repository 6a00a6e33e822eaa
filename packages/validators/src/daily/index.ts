export * from './bbsMessage.ts';
export * from './daily.ts';
export * from './form.ts';
export * from './photos.ts';
export * from './popup.ts';
export * from './rules.ts';
