export { EmbeddedInFrame } from './embedded.ts';
export { MemberLayout, type MemberLayoutProps } from './MemberLayout.tsx';
