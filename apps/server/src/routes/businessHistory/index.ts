import { randomUUID } from 'node:crypto';
import type { ZBusinessHistoryRequest } from '@genba/api-client/schemas';
import {
  BUSINESS_HISTORY_LIMIT,
  BUSINESS_HISTORY_MESSAGE,
  CASE_LIST_MESSAGE,
  CONTENT_TYPE_OF,
  contentMatchesExtension,
  fileExtension,
  fileTooLargeMessage,
  isSupportedUploadFile,
  sniffFileType,
  UPLOAD_MESSAGE,
} from '@genba/validators';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { contentDisposition, fileResponse } from '../../http/fileResponse.ts';
import { implement } from '../../http/implement.ts';
import { scanUpload } from '../../http/scanUpload.ts';
import { requireProjectAccess } from '../../http/tenancy.ts';
import { type FeatureCaller, requireProjectWriter } from '../project/access.ts';
import {
  type BusinessHistoryValues,
  deleteBusinessHistoryFileRow,
  deleteBusinessHistoryRow,
  filesOf,
  findBusinessHistory,
  findBusinessHistoryFile,
  insertBusinessHistory,
  insertBusinessHistoryFile,
  listBusinessHistories,
  updateBusinessHistoryRow,
} from './queries.ts';
import { toWireBusinessHistory, toWireBusinessHistoryFile } from './wire.ts';

/**
 * Business history (営業履歴) of a project (issue 9, core §3). The customer
 * screen's rule (member permission, contract feature, hidden from cooperation
 * and general roles) is decided before the input is read, by CALL_AREAS
 * (permissions/routeAccess.ts); here, the project must be one the member may
 * act on, and writing needs the project-registration role.
 */

type Body = z.output<typeof ZBusinessHistoryRequest>;

const toValues = (b: Body): BusinessHistoryValues => ({
  operationDate: b.operation_date,
  startTime: b.start_time ?? null,
  endTime: b.end_time ?? null,
  operationClass: b.operation_class,
  contactPerson: b.contact_person || null,
  claimFlg: b.claim_flg,
  memo: b.memo?.trim() ? b.memo : null,
  referralSalesType: b.referral_sales_type ?? null,
  neighbourhoodApproachType: b.neighbourhood_approach_type ?? null,
});

const writer = (caller: FeatureCaller) =>
  requireProjectWriter(caller, CASE_LIST_MESSAGE.paidFeature, CASE_LIST_MESSAGE.noEditPermission);

/** The entry of the caller's company (404 otherwise, like an unknown id), on a project the caller may act on. */
const ownEntry = async (caller: FeatureCaller, id: number) => {
  const row = await findBusinessHistory(caller.db, caller.company.id, id);
  if (!row) throw notFound();
  await requireProjectAccess(caller.db, caller, row.entry.projectId);
  return row;
};

const answer = async (db: Db, companyId: number, id: number) => {
  const row = await findBusinessHistory(db, companyId, id);
  if (!row) throw notFound();
  const files = await filesOf(db, [id]);
  return { success: true as const, data: toWireBusinessHistory(row, files.get(id)) };
};

/** A file of the caller's company (404 otherwise), on a project the caller may act on. */
const ownFile = async (caller: FeatureCaller, id: number) => {
  const row = await findBusinessHistoryFile(caller.db, caller.company.id, id);
  if (!row) throw notFound();
  await requireProjectAccess(caller.db, caller, row.projectId);
  return row.file;
};

/** Uploads carry one file of at most 10 MB plus the multipart overhead. */
const UPLOAD_BODY_BYTES = BUSINESS_HISTORY_LIMIT.fileBytes + 1024 * 1024;

export const businessHistoryRoutes = [
  implement('getBusinessHistories', async ({ db, params, member, company }) => {
    await requireProjectAccess(db, { member, company }, params.id);
    const rows = await listBusinessHistories(db, params.id);
    const files = await filesOf(
      db,
      rows.map((r) => r.entry.id),
    );
    return { data: rows.map((r) => toWireBusinessHistory(r, files.get(r.entry.id))), total: rows.length };
  }),

  implement('createBusinessHistory', async ({ db, params, body, member, company, deps }) => {
    await writer({ db, member, company, deps });
    await requireProjectAccess(db, { member, company }, params.id);
    const id = await insertBusinessHistory(db, {
      ...toValues(body),
      companyId: company.id,
      projectId: params.id,
      createdBy: member.id,
    });
    if (id === null) throw validationFailed({ operation_date: [BUSINESS_HISTORY_MESSAGE.tooMany] });
    return answer(db, company.id, id);
  }),

  implement('updateBusinessHistory', async ({ db, params, body, member, company, deps }) => {
    const caller = { db, member, company, deps };
    await writer(caller);
    await ownEntry(caller, params.id);
    if (!(await updateBusinessHistoryRow(db, params.id, toValues(body)))) throw notFound();
    return answer(db, company.id, params.id);
  }),

  implement('deleteBusinessHistory', async ({ db, params, member, company, deps }) => {
    const caller = { db, member, company, deps };
    await writer(caller);
    await ownEntry(caller, params.id);
    // The stored bytes go first: a row without bytes is never left behind, only (on a crash) bytes without a row.
    for (const file of (await filesOf(db, [params.id])).get(params.id) ?? [])
      await deps.adapters.storage.delete(file.storageKey);
    return { success: await deleteBusinessHistoryRow(db, params.id) };
  }),

  implement(
    'uploadBusinessHistoryFile',
    async ({ db, params, body, member, company, deps }) => {
      const caller = { db, member, company, deps };
      await writer(caller);
      await ownEntry(caller, params.id);
      const file = body.file;
      const name = file instanceof File && file.name ? file.name : 'file';
      const refuse = (message: string) => validationFailed({ file: [message] });
      if (name.length > 255) throw refuse('ファイル名は255文字以下にしてください。');
      if (file.size > BUSINESS_HISTORY_LIMIT.fileBytes)
        throw refuse(fileTooLargeMessage(name, BUSINESS_HISTORY_LIMIT.fileBytes));
      const extension = fileExtension(name);
      const bytes = new Uint8Array(await file.arrayBuffer());
      await scanUpload(deps, bytes, name);
      const sniffed = sniffFileType(bytes);
      if (!isSupportedUploadFile(name) || !sniffed || !contentMatchesExtension(sniffed, extension))
        throw refuse(UPLOAD_MESSAGE.unsupported);
      const key = `business-history/${company.id}/${params.id}/${randomUUID()}.${extension}`;
      const contentType = CONTENT_TYPE_OF[sniffed];
      await deps.adapters.storage.put(key, bytes, contentType);
      const row = await insertBusinessHistoryFile(db, {
        companyId: company.id,
        historyId: params.id,
        name,
        contentType,
        size: bytes.byteLength,
        storageKey: key,
        createdBy: member.id,
      }).catch(async (error: unknown) => {
        await deps.adapters.storage.delete(key);
        throw error;
      });
      if (!row) {
        await deps.adapters.storage.delete(key);
        throw refuse(BUSINESS_HISTORY_MESSAGE.tooManyFiles);
      }
      return { success: true as const, data: toWireBusinessHistoryFile(row) };
    },
    { maxBodyBytes: UPLOAD_BODY_BYTES },
  ),

  implement('downloadBusinessHistoryFile', async ({ db, params, member, company, deps }) => {
    const file = await ownFile({ db, member, company, deps }, params.id);
    const bytes = await deps.adapters.storage.get(file.storageKey);
    if (!bytes) throw notFound();
    return fileResponse(bytes, {
      contentType: file.contentType,
      disposition: contentDisposition('attachment', file.name),
      cacheControl: 'private, no-store',
    });
  }),

  implement('deleteBusinessHistoryFile', async ({ db, params, member, company, deps }) => {
    const caller = { db, member, company, deps };
    await writer(caller);
    const file = await ownFile(caller, params.id);
    await deps.adapters.storage.delete(file.storageKey);
    await deleteBusinessHistoryFileRow(db, file.id);
    return { success: true };
  }),
];
