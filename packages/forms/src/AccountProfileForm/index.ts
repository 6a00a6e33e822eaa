export * from './AccountProfileForm.tsx';
