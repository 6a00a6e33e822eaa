import type { TChatMessage } from '@genba/api-client';
import type { TimelineMessage } from '@genba/ui';
import { formatFileSize } from '@genba/validators';

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
  photos: m.pictures.map((p) => ({
    id: p.id,
    thumbSrc: p.building_picture_thum_path,
    // The original sits beside the thumbnail under the same photo-file call: the album's for site
    // photos, talkRoomPhotoFile for group and private room photos.
    src: p.building_picture_thum_path.replace(/\/thumb$/, '/original'),
    name: p.building_picture_upload_filename,
  })),
  workingTime: m.working_time
    ? {
        date: m.working_time.work_date,
        start: m.working_time.start_time,
        end: m.working_time.end_time,
        restMinutes: m.working_time.rest_minutes,
      }
    : null,
  file: m.file
    ? {
        name: m.file.building_file_upload_filename,
        sizeLabel: formatFileSize(m.file.building_file_size),
        href: m.file.building_file_path,
      }
    : null,
  dailyId: m.daily_id,
});
