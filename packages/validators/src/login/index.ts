export * from './messages.ts';
export * from './qrLogin.ts';
export * from './schemas.ts';
