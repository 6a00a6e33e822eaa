export type { AnnouncementBannerProps } from './AnnouncementBanner.tsx';
export { AnnouncementBanner } from './AnnouncementBanner.tsx';
