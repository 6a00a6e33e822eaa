export type { BadgeProps, BadgeTone } from './Badge.tsx';
export { Badge } from './Badge.tsx';
