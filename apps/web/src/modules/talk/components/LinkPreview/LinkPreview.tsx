import { LinkPreviewCard } from '@genba/ui';
import { useLinkPreview } from '../../hooks/useLinkPreview.ts';

/** The preview card under a message's first link; loaded lazily with its own chunk (RoomView). */
export const LinkPreview = ({ href }: { href: string }) => <LinkPreviewCard state={useLinkPreview(href)} />;
