export * from './SignedInNotice.tsx';
