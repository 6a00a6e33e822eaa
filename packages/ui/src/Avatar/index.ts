export type { AvatarProps, AvatarSize } from './Avatar.tsx';
export { Avatar } from './Avatar.tsx';
export { getInitials } from './initials.ts';
