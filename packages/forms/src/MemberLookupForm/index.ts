export * from './MemberLookupForm.tsx';
