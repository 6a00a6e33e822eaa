import type { TBusinessHistory, TBusinessHistoryFile } from '@genba/api-client/schemas';
import { toWireDateTime } from '../user/wire.ts';
import type { BusinessHistoryFileRow, BusinessHistoryRow } from './queries.ts';

export const toWireBusinessHistoryFile = (f: BusinessHistoryFileRow): TBusinessHistoryFile => ({
  id: f.id,
  name: f.name,
  size: f.size,
  content_type: f.contentType,
  created_at: toWireDateTime(f.createdAt),
});

/** A stored entry as the api-client's TBusinessHistory (pure; tested without a database). */
export const toWireBusinessHistory = (
  { entry, fieldName, createdByName }: BusinessHistoryRow,
  files: readonly BusinessHistoryFileRow[] = [],
): TBusinessHistory => ({
  id: entry.id,
  field_id: entry.projectId,
  field_name: fieldName,
  operation_date: entry.operationDate,
  start_time: entry.startTime,
  end_time: entry.endTime,
  operation_class: entry.operationClass,
  contact_person: entry.contactPerson,
  claim_flg: entry.claimFlg ? 1 : 0,
  memo: entry.memo,
  referral_sales_type: entry.referralSalesType,
  neighbourhood_approach_type: entry.neighbourhoodApproachType,
  created_by_name: createdByName,
  files: files.map(toWireBusinessHistoryFile),
  created_at: toWireDateTime(entry.createdAt),
  updated_at: toWireDateTime(entry.updatedAt),
});
