import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './member.ts';
import { projects } from './project.ts';
import { chatMessages } from './talk.ts';

/**
 * A member's pinned sites on the group list (core §9: at most 3, checked by
 * the pin route). pinned_at keeps the pin order the list shows.
 */
export const talkPinnedSites = pgTable(
  'talk_pinned_sites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.projectId] })],
);

/**
 * The working time a working-time message reports (talk §3 chat message
 * variant). A table of its own beside chat_messages, keyed by the message,
 * so the message table stays as the talk module shaped it.
 */
export const chatMessageWorkingTimes = pgTable(
  'chat_message_working_times',
  {
    chatMessageId: integer('chat_message_id')
      .primaryKey()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    restMinutes: smallint('rest_minutes').notNull(),
  },
  (t) => [index('chat_message_working_times_date_idx').on(t.workDate)],
);
