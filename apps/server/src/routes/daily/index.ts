import type { TNestedErrors } from '@genba/api-client/schemas';
import {
  ATTENDANCE_MESSAGE,
  DAILY_PHOTO_MESSAGE,
  DAILY_REFUSAL,
  dailyPostText,
  monthOf,
} from '@genba/validators';
import type { Db } from '../../db/client.ts';
import { isCompanyRow } from '../../db/companyRows.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { canAccessProject, requireProjectAccess, TENANCY_MESSAGES } from '../../http/tenancy.ts';
import { withEvents } from '../events/bus.ts';
import { announceMessage, fieldRoom } from '../send/index.ts';
import { insertMessage } from '../talk/messageQueries.ts';
import { type Actor, canManage, requireFeature } from './access.ts';
import { countSitePhotos, picturesOfDailies } from './pictures.ts';
import {
  attendanceOn,
  type DailyRow,
  type DailyWrite,
  deleteDailyRow,
  findDailies,
  findDaily,
  findDailyAt,
  fixAttendanceOf,
  insertDaily,
  insertDailyPost,
  isMonthLocked,
  isOnProject,
  listDailyIds,
  loadDailyBundle,
  memberNames,
  notOnProject,
  previousDaily,
  projectDailyIds,
  setApproval,
  setDailyMessageDisplay,
  setEditing,
  updateDaily,
  upsertAttendanceFromDaily,
} from './queries.ts';
import { lockHeld, toWireDailies } from './wire.ts';

/**
 * Daily reports (talk §7 "Daily", issue 13 items 1-3): access rules and the order of calls here,
 * reads and writes in queries.ts, wire shapes in wire.ts.
 */

const entryError = (index: number, field: string, message: string): TNestedErrors => ({
  daily: { [String(index)]: { [field]: [message] } },
});

const refuseLockedMonth = async (db: Db, companyId: number, date: string) => {
  if (await isMonthLocked(db, companyId, monthOf(date))) throw forbidden(ATTENDANCE_MESSAGE.monthLocked);
};

/** On-site members must be on the site: another company's member id is refused, never stored or named back. */
const checkSiteMembers = async (db: Db, entry: DailyWrite, index: number) => {
  if ((await notOnProject(db, entry.attendance_field_id, entry.site_member_ids)).length > 0)
    throw validationFailed(entryError(index, 'site_member_ids', DAILY_REFUSAL.memberNotOnSite));
};

/**
 * Photos must be visible album photos of the daily's own site (uploaded through storeAlbum first,
 * talk §3): another site's or another company's photo id is refused (422), never linked or shown.
 */
const checkPictures = async (db: Db, companyId: number, entry: DailyWrite, index: number) => {
  const ids = [...new Set(entry.picture_ids)];
  if ((await countSitePhotos(db, companyId, entry.attendance_field_id, ids)) !== ids.length)
    throw validationFailed(entryError(index, 'picture_ids', DAILY_PHOTO_MESSAGE.notOnSite));
};

/** A new entry: the site is the caller's, the writer is the caller (or, for a proxy, a member on the site). */
const checkNewEntry = async (db: Db, actor: Actor, entry: DailyWrite, index: number, proxy: boolean) => {
  await requireProjectAccess(db, actor, entry.attendance_field_id);
  if (entry.member_id !== actor.member.id) {
    if (!proxy) throw forbidden(DAILY_REFUSAL.otherMember);
    if (!canManage(actor)) throw forbidden(DAILY_REFUSAL.proxyNotManager);
    if (!(await isCompanyRow(db, 'member', actor.company.id, entry.member_id)))
      throw forbidden(TENANCY_MESSAGES.field);
  }
  if (!(await isOnProject(db, entry.attendance_field_id, entry.member_id)))
    throw validationFailed(entryError(index, 'member_id', DAILY_REFUSAL.memberNotOnSite));
  await checkSiteMembers(db, entry, index);
  await checkPictures(db, actor.company.id, entry, index);
  await refuseLockedMonth(db, actor.company.id, entry.daily_date);
  if (await findDailyAt(db, entry.attendance_field_id, entry.member_id, entry.daily_date))
    throw validationFailed(entryError(index, 'daily_date', DAILY_REFUSAL.duplicate));
};

/** A stored daily the caller changes: theirs (or a manager's), not confirmed, not locked by another. */
const checkWritable = async (
  db: Db,
  actor: Actor,
  row: DailyRow | undefined,
  now: Date,
): Promise<DailyRow> => {
  // An unknown id and another company's daily answer alike, so ids cannot be probed.
  if (!row || row.companyId !== actor.company.id) throw forbidden(TENANCY_MESSAGES.field);
  if (row.memberId !== actor.member.id && !canManage(actor)) throw forbidden(DAILY_REFUSAL.otherMember);
  if (row.approvalStatus === 5) throw forbidden(DAILY_REFUSAL.confirmed);
  if (lockHeld(row, now) && row.editingMemberId !== actor.member.id) {
    const names = await memberNames(db, [row.editingMemberId ?? 0]);
    throw forbidden(DAILY_REFUSAL.editing(names.get(row.editingMemberId ?? 0) ?? ''));
  }
  await refuseLockedMonth(db, actor.company.id, row.dailyDate);
  return row;
};

/** An update keeps the daily's site, writer and date: those identify it. */
const asStored = (row: DailyRow, entry: DailyWrite): DailyWrite => ({
  ...entry,
  attendance_field_id: row.projectId,
  member_id: row.memberId,
  daily_date: row.dailyDate,
});

/** The dailies' wire shape for this reader: photos only where the reader may open the site. */
const answer = async (db: Db, actor: Actor, ids: readonly number[], now: Date) => {
  const bundle = await loadDailyBundle(db, ids);
  return toWireDailies(bundle, now, await picturesOfDailies(db, actor, bundle.rows));
};

const createEntries = async (db: Db, actor: Actor, daily: DailyWrite[], proxy: boolean) =>
  db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [i, entry] of daily.entries()) {
      await checkNewEntry(tx, actor, entry, i, proxy);
      const proxyId = entry.member_id === actor.member.id ? null : actor.member.id;
      ids.push(await insertDaily(tx, actor.company.id, entry, proxyId));
      await upsertAttendanceFromDaily(tx, actor.company.id, entry, actor.member.id);
    }
    return ids;
  });

export const dailyRoutes = [
  implement('daily_management', async ({ db, query, member, company, deps }) => {
    await requireFeature(db, { member, company }, 'daily', deps.now());
    const manager = canManage({ member, company });
    const ids = await listDailyIds(db, {
      companyId: company.id,
      from: query.date_from,
      to: query.date_to,
      projectId: query.attendance_field_id,
      memberId: query.member_id,
      officeId: query.office_id,
      approvalStatus: query.approval_status,
      visibleToMemberId: manager ? undefined : member.id,
    });
    const dailies = await answer(db, { member, company }, ids, deps.now());
    return { success: true as const, dailies, total: dailies.length };
  }),

  implement('getDaily', async ({ db, params, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'daily', now);
    const row = await findDaily(db, params.id);
    // As daily_management: managers see the company's dailies, others those of their sites; an
    // unknown id and one out of reach answer alike.
    const visible =
      row !== undefined &&
      row.companyId === company.id &&
      (canManage(actor) || (await canAccessProject(db, actor, row.projectId)));
    const [daily] = visible ? await answer(db, { member, company }, [row.id], now) : [];
    if (!daily) throw forbidden(TENANCY_MESSAGES.field);
    return { success: true as const, daily };
  }),

  implement('createDaily', async ({ db, body, member, company, deps }) => {
    const actor = { member, company };
    await requireFeature(db, actor, 'daily', deps.now());
    const ids = await createEntries(db, actor, body.daily, false);
    return { success: true as const, dailies: await answer(db, { member, company }, ids, deps.now()) };
  }),

  implement('proxyRegist', async ({ db, body, member, company, deps }) => {
    const actor = { member, company };
    await requireFeature(db, actor, 'daily', deps.now());
    const ids = await createEntries(db, actor, body.daily, true);
    return { success: true as const, dailies: await answer(db, { member, company }, ids, deps.now()) };
  }),

  implement('updateDailyData', async ({ db, params, body, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'daily', now);
    await db.transaction(async (tx) => {
      const row = await checkWritable(tx, actor, await findDaily(tx, params.id), now);
      const entry = asStored(row, body);
      await checkSiteMembers(tx, entry, 0);
      await checkPictures(tx, company.id, entry, 0);
      await updateDaily(tx, row.id, entry, now);
      await upsertAttendanceFromDaily(tx, company.id, entry, member.id);
    });
    const [daily] = await answer(db, { member, company }, [params.id], now);
    if (!daily) throw forbidden(TENANCY_MESSAGES.field);
    return { success: true as const, daily };
  }),

  implement('updateMultiDailyData', async ({ db, body, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'daily', now);
    const ids = await db.transaction(async (tx) => {
      const done: number[] = [];
      for (const [i, entry] of body.daily.entries()) {
        if (entry.id === undefined) throw validationFailed(entryError(i, 'id', DAILY_REFUSAL.notFound));
        const row = await checkWritable(tx, actor, await findDaily(tx, entry.id), now);
        const stored = asStored(row, entry);
        await checkSiteMembers(tx, stored, i);
        await checkPictures(tx, company.id, stored, i);
        await updateDaily(tx, row.id, stored, now);
        await upsertAttendanceFromDaily(tx, company.id, stored, member.id);
        done.push(row.id);
      }
      return done;
    });
    return { success: true as const, dailies: await answer(db, { member, company }, ids, now) };
  }),

  implement('deleteDaily', async ({ db, params, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'daily', now);
    const row = await checkWritable(db, actor, await findDaily(db, params.id), now);
    await deleteDailyRow(db, row.id);
    return true;
  }),

  implement('daily_management_confirm', async ({ db, body, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'daily', now);
    if (!canManage(actor)) throw forbidden(DAILY_REFUSAL.notManager);
    const ids = [...new Set(body.daily_ids)];
    const rows = await findDailies(db, ids);
    if (rows.length !== ids.length || rows.some((r) => r.companyId !== company.id))
      throw forbidden(TENANCY_MESSAGES.field);
    for (const r of rows) await refuseLockedMonth(db, company.id, r.dailyDate);
    const confirmed = body.confirm === 1;
    await db.transaction(async (tx) => {
      await setApproval(tx, ids, confirmed, member.id);
      await fixAttendanceOf(tx, rows, confirmed, member.id);
    });
    return { success: true as const, dailies: await answer(db, { member, company }, ids, now) };
  }),

  implement('daily_management_post_bbs_message', async ({ db, deps, body, member, company }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'daily', now);
    const row = await findDaily(db, body.daily_id);
    if (!row || row.companyId !== company.id) throw forbidden(TENANCY_MESSAGES.field);
    if (row.memberId !== member.id && !canManage(actor)) throw forbidden(DAILY_REFUSAL.otherMember);
    // The room must be the daily's own site room, and the caller one of its members.
    const room = await fieldRoom(db, actor, {
      chatroom_id: body.chatroom_id,
      attendance_field_id: row.projectId,
    });
    const [daily] = await answer(db, { member, company }, [row.id], now);
    if (!daily) throw forbidden(TENANCY_MESSAGES.field);
    // The post is a message of the site's talk (delivered live, hidden for members who turned daily
    // messages off) and the daily's entry on the room's board.
    // The message, the board entry and their events in one transaction (events/bus.ts withEvents).
    const message = await withEvents(deps, db, async (tx, announce) => {
      const messageId = await insertMessage(tx, {
        roomId: room.id,
        memberId: member.id,
        kind: 'text',
        message: dailyPostText(daily),
      });
      await insertDailyPost(tx, { messageId, dailyId: row.id, roomId: room.id });
      const posted = await announceMessage(tx, announce, 'message', messageId);
      announce({ type: 'board_updated', chatroom_id: room.id });
      return posted;
    });
    return { success: true as const, message };
  }),

  implement('daily_management_editing_post', async ({ db, body, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'daily', now);
    const row = await findDaily(db, body.daily_id);
    if (!row || row.companyId !== company.id || !(await canAccessProject(db, actor, row.projectId)))
      throw forbidden(TENANCY_MESSAGES.field);
    if (lockHeld(row, now) && row.editingMemberId !== member.id) {
      const names = await memberNames(db, [row.editingMemberId ?? 0]);
      return { success: true as const, editing_member_name: names.get(row.editingMemberId ?? 0) ?? '' };
    }
    await setEditing(db, row.id, member.id, now);
    return { success: true as const, editing_member_name: null };
  }),

  implement('daily_management_editing', async ({ db, query, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'daily', now);
    const row = await findDaily(db, query.daily_id);
    if (!row || row.companyId !== company.id) throw forbidden(TENANCY_MESSAGES.field);
    // Only the holder releases a live lock; an expired one is cleared by anyone.
    if (row.editingMemberId === member.id || !lockHeld(row, now)) await setEditing(db, row.id, null, null);
    return { success: true as const };
  }),

  implement('copy_previous_daily', async ({ db, query, member, company, deps }) => {
    const actor = { member, company };
    const now = deps.now();
    await requireFeature(db, actor, 'daily', now);
    await requireProjectAccess(db, actor, query.attendance_field_id);
    if (query.member_id !== member.id && !canManage(actor)) throw forbidden(DAILY_REFUSAL.otherMember);
    const id = await previousDaily(db, query.attendance_field_id, query.member_id, query.daily_date);
    const [daily] = id === undefined ? [] : await answer(db, { member, company }, [id], now);
    return { success: true as const, daily: daily ?? null };
  }),

  implement('exists_attendance', async ({ db, query, member, company, deps }) => {
    const actor = { member, company };
    await requireFeature(db, actor, 'daily', deps.now());
    if (query.member_id !== member.id) {
      if (!canManage(actor) || !(await isCompanyRow(db, 'member', company.id, query.member_id)))
        throw forbidden(DAILY_REFUSAL.otherMember);
    }
    const rec = await attendanceOn(db, query.member_id, query.work_date);
    return { success: true as const, exists: rec !== undefined, attendance_field_id: rec?.projectId ?? null };
  }),

  implement('check_project_daily', async ({ db, query, member, company, deps }) => {
    const actor = { member, company };
    await requireFeature(db, actor, 'daily', deps.now());
    await requireProjectAccess(db, actor, query.attendance_field_id);
    const ids = await projectDailyIds(db, query.attendance_field_id, query.daily_date);
    return { success: true as const, exists: ids.length > 0, daily_ids: ids };
  }),

  implement('dailyMessageDisplay', async ({ db, body, member }) => {
    await setDailyMessageDisplay(db, member.id, body.daily_message_display);
    return { success: true as const };
  }),
];
