import type { WorkerListData } from '@genba/validators';
import { integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { members } from './member.ts';

/**
 * What the member form adds to a member (core §3, §7): the member's own
 * worker-list setting and the worker list data, stored as the JSON the form
 * sends (its shape is the validators' workerListDataSchema, checked on every
 * write). One row per member, created on the first form save.
 */
export const memberDetails = pgTable('member_details', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** The member's own setting (core §5): 1 required, 0 not; null follows the company setting. */
  workerListRequired: smallint('worker_list_required').$type<0 | 1>(),
  workerListData: jsonb('worker_list_data').$type<WorkerListData>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
