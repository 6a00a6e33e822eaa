export { MemberLayout, type MemberLayoutProps } from './MemberLayout.tsx';
