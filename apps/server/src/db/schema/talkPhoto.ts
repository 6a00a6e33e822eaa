import { index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { albumPhotos } from './album.ts';
import { chatMessages } from './talk.ts';

/**
 * Photos a chat message carries (talk §3 chat message `pictures`). The photo
 * itself is an album photo of the project, so a photo sent in a site room is
 * listed in the project album too (issue 12); hiding it there drops it here.
 */
export const chatMessagePictures = pgTable(
  'chat_message_pictures',
  {
    chatMessageId: integer('chat_message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    albumPhotoId: integer('album_photo_id')
      .notNull()
      .references(() => albumPhotos.id, { onDelete: 'cascade' }),
    /** Order within the message: the order the photos were sent. */
    sortId: smallint('sort_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.chatMessageId, t.albumPhotoId] }),
    index('chat_message_pictures_photo_idx').on(t.albumPhotoId),
  ],
);
