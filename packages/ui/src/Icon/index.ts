export * from './icons.tsx';
