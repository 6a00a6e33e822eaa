import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { chatMessages } from './talk.ts';
import { bbsFiles } from './talkNews.ts';

/**
 * The file a file message carries (talk §3 chat message, file variant). The file itself is a
 * building file of the room's board, so a file sent in talk is listed in the side panel's
 * ファイル tab too, and deleting it there marks its messages deleted.
 */
export const chatMessageFiles = pgTable(
  'chat_message_files',
  {
    chatMessageId: integer('chat_message_id')
      .primaryKey()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    bbsFileId: integer('bbs_file_id')
      .notNull()
      .references(() => bbsFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('chat_message_files_file_idx').on(t.bbsFileId)],
);
