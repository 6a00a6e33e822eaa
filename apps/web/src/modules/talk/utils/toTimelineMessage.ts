import type { TChatMessage } from '@genba/api-client';
import type { TimelineMessage } from '@genba/ui';

/** The wire message (talk §3) as the timeline draws it, seen by `viewerId`. */
export const toTimelineMessage = (m: TChatMessage, viewerId: number): TimelineMessage => ({
  id: m.id,
  memberName: m.member_name,
  companyName: m.company_name,
  kind: m.kind,
  text: m.message,
  stampId: m.stamp_id,
  sent: m.sent,
  edited: m.update_datetime !== null,
  deleted: m.del_flg === 1,
  readCount: m.read_count,
  own: m.member_id === viewerId,
});
