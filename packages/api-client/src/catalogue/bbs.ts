import { z } from 'zod';
import { ZBlob } from '../schemas/album.ts';
import {
  ZBbsFileDownloadQuery,
  ZBbsFileResponse,
  ZBbsMemberParams,
  ZBbsMemberResponse,
  ZCancelUploadRequest,
  ZCancelUploadResponse,
  ZEmergencyContactsResponse,
  ZUpdateBbsFileRequest,
  ZUpdateBbsMemberRequest,
  ZUpdateEmergencyContactsRequest,
  ZUpdateReadStatusFileRequest,
} from '../schemas/bbs.ts';
import { ZIdParams, ZSuccess, zId } from '../schemas/common.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

/** Bulletin-board (掲示板) writes of talk §7: building files, room members' site roles, emergency contacts. */
export const bbsEndpoints = defineEndpoints({
  deleteBbsFile: {
    method: 'DELETE',
    path: '/api/bbs/file/{id}',
    summary: '掲示板のファイルを削除',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      '{id} is the building file id. Allowed to the member who uploaded it and to the room managers; the file leaves the board and its stored bytes are removed.',
  },
  updateBbsFile: {
    method: 'PUT',
    path: '/api/bbs/file/{id}',
    summary: '掲示板のファイルのピックアップ設定',
    params: ZIdParams,
    body: ZUpdateBbsFileRequest,
    response: ZBbsFileResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Body fileId and pickupFlg as the spec lists; pickup-flagged files sort first (talk §4). Answers the file.',
  },
  updateBbsMember: {
    method: 'PUT',
    path: '/api/bbs/member/{chatroomId}/{memberId}',
    summary: '現場メンバーの営業担当・職長の設定',
    params: ZBbsMemberParams,
    body: ZUpdateBbsMemberRequest,
    response: ZBbsMemberResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      "The spec writes /{a}/{b}; named chatroomId and memberId. Body not shown: the two site roles of talk §6 (sales manager, foreman), both sent (withSiteRole of @genba/validators). Site rooms only (422 on chatroomId otherwise); set by the room managers (room role 1 or 2, as for the emergency contacts: 403 otherwise); a room the caller cannot see answers 403 like an unknown id; a member not in the room 404. Until set, the member's authority decides the flags (salesman; foreman or partner foreman). Announced to the room as the members_updated live event. Answers the room member.",
  },
  updateChatroomEmergencyContact: {
    method: 'PUT',
    path: '/api/bbs/update/chatroom_emergency_contact/{chatroom_id}',
    summary: '緊急連絡先の更新',
    params: z.object({ chatroom_id: zId }),
    body: ZUpdateEmergencyContactsRequest,
    response: ZEmergencyContactsResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Body not shown: the whole list in display order (rows without id are created, missing ids deleted, sort_id is the index). Answers the stored list.',
  },
  updateReadStatusFile: {
    method: 'POST',
    path: '/api/pbFile/updateReadStatusFile',
    summary: '更新されたファイルを既読にする',
    body: ZUpdateReadStatusFileRequest,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Payload building_file_id, member_id, readed as the spec lists; sent when an updated unread file is opened. member_id must be the caller: nobody marks files for someone else.',
  },
  cancelUpload: {
    method: 'POST',
    path: '/api/storage/cancelUpload',
    summary: 'ファイルのアップロードをキャンセル',
    body: ZCancelUploadRequest,
    response: ZCancelUploadResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed: the spec does not show this. キャンセル of a file upload (talk §4) names the upload_id (a UUID) the client sent with storageField, storageFieldFile, storageGroupFile or storageMemberFile, or with a photo send (sendFieldPhoto, sendChatroomFirstPhoto, sendGroupPhoto, sendMemberFirstPhoto, sendMemberPhoto). The server records it for the caller only: an upload of the caller with that id that has not been stored yet is refused (422), and one already stored is withdrawn (the file off the board and its message deleted, live on every screen; a photo and its files removed, a site photo from the album too, and its message deleted, or updated when earlier photos of the send remain on it); withdrawn says which. Another member naming the same id affects nothing of the uploader.',
  },
  bbsFileDownload: {
    method: 'GET',
    path: '/api/bbs/file/{id}/download',
    summary: '掲示板のファイルをダウンロード',
    params: ZIdParams,
    query: ZBbsFileDownloadQuery,
    response: ZBlob,
    responseType: 'blob',
    timeout: TIMEOUTS.albumAndStorage,
    failure: 'false',
    design:
      'Designed (talk §7 shows only "file download GET on a URL with a timestamp parameter"): building_file_path is this URL with t. Room members only; served with nosniff, images inline and documents as attachments under their uploaded name.',
  },
});
