import { isCompanyRow } from '../../db/companyRows.ts';
import { forbidden, validationFailed } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { requireProjectAccess, TENANCY_MESSAGES } from '../../http/tenancy.ts';
import { withEvents } from '../events/bus.ts';
import { announceMessage, SEND_MESSAGES } from '../send/index.ts';
import { loadRoomFor } from '../talk/access.ts';
import { attachPictures, insertMessage } from '../talk/messageQueries.ts';
import { findProjectRoom } from '../talk/queries.ts';
import { requirePhotos } from './index.ts';

/**
 * shareFieldPhoto (talk §7 Album, §3 picture share payload): photos chosen in a site's album
 * become one photo message of the site's room, sent by the caller and delivered live, exactly as
 * a photo sent from the composer (the message carries the album photos, it copies nothing).
 */
export const albumShareRoutes = [
  implement('shareFieldPhoto', async ({ db, deps, member, company, body }) => {
    const actor = { member, company };
    // The payload names its sender as storeAlbum's does; it can only be the caller.
    if (body.member_id !== member.id) throw forbidden(TENANCY_MESSAGES.member);
    if (body.company_id !== company.id || !(await isCompanyRow(db, 'office', company.id, body.office_id)))
      throw forbidden(TENANCY_MESSAGES.company);
    await requireProjectAccess(db, actor, body.field_id);
    // Visible photos of this site only; another site's or tenant's id refuses the whole share.
    const ids = await requirePhotos(db, actor, body.picture_id_list, body.field_id);
    const room = await findProjectRoom(db, body.field_id);
    if (!room) throw validationFailed({ field_id: [SEND_MESSAGES.notFieldRoom] });
    // A company manager may open every site's album but writes only to rooms they belong to.
    await loadRoomFor(db, actor, room.id);
    // The message, its photos and its event in one transaction (events/bus.ts withEvents).
    const message = await withEvents(deps, db, async (tx, announce) => {
      const messageId = await insertMessage(tx, { roomId: room.id, memberId: member.id, kind: 'photo' });
      await attachPictures(tx, messageId, ids);
      return announceMessage(tx, announce, 'message', messageId);
    });
    return { shared_count: ids.length, message };
  }),
];
