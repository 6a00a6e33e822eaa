import type { z } from 'zod';
import { ZBlob } from '../schemas/album.ts';
import {
  ZDispoffMessageRequest,
  ZSendFieldMessageRequest,
  ZSendFieldStampRequest,
  ZSendGroupMessageRequest,
  ZSendGroupStampRequest,
  ZSendMemberMessageRequest,
  ZSendMemberStampRequest,
  ZSendMessageResponse,
  ZSendWorkingTimeRequest,
  ZUpdateFieldMessageRequest,
} from '../schemas/chat.ts';
import { ZIdParams, ZSuccess } from '../schemas/common.ts';
import {
  ZRoomPhotoFileParams,
  ZSendChatroomFirstPhotoRequest,
  ZSendFieldFileRequest,
  ZSendFieldPhotoRequest,
  ZSendGroupPhotoRequest,
  ZSendMemberFirstPhotoRequest,
  ZSendMemberPhotoRequest,
  ZSendPhotoResponse,
  ZSendRoomPhotoResponse,
} from '../schemas/storage.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const V1 = '/api/v1/talk';
const TEXT_DESIGN =
  'Payload not shown: the target room (site rooms also carry attendance_field_id, private messages the partner as to_member_id) and the variant field. Answers the stored message so the client can replace its optimistic row.';

const post = <N extends string, B extends z.ZodType>(name: N, summary: string, body: B) =>
  ({
    method: 'POST',
    path: `${V1}/${name}`,
    summary,
    body,
    response: ZSendMessageResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: TEXT_DESIGN,
  }) as const;

/** Designed: キャンセル of a photo send, as of a file upload (cancelUpload). */
const PHOTO_UPLOAD_ID =
  'Designed: upload_id (optional, a UUID the client makes per photo) lets キャンセル (cancelUpload) stop the photo: one whose id the caller already cancelled is refused (422), one stored first is withdrawn (the photo and its files removed, for a site photo the album photo too, and its message deleted on every screen, or updated without it when earlier photos of the send remain on it).';

const photo = <N extends string, B extends z.ZodType, R extends z.ZodType>(
  name: N,
  summary: string,
  body: B,
  response: R,
  design: string,
) =>
  ({
    method: 'POST',
    path: `${V1}/${name}`,
    summary,
    body,
    bodyType: 'multipart',
    response,
    timeout: TIMEOUTS.photoSend,
    failure: 'status-500',
    design: `Form data plus api_version (talk §3): the image, its shooting time ('' when unknown), folder and tags. Answers the message and the album photo. ${design} ${PHOTO_UPLOAD_ID}`,
  }) as const;

const remove = <N extends string>(name: N, summary: string) =>
  ({
    method: 'DELETE',
    path: `${V1}/${name}/{id}`,
    summary,
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: '{id} is the message id. The row stays with del_flg 1 so that the room shows it was deleted.',
  }) as const;

/** Send calls of talk §7 (POST /api/v1/talk/ unless noted). */
export const sendEndpoints = defineEndpoints({
  sendFieldMessage: post('sendFieldMessage', '現場トークにメッセージを送信', ZSendFieldMessageRequest),
  sendGroupMessage: post('sendGroupMessage', 'グループトークにメッセージを送信', ZSendGroupMessageRequest),
  sendMemberMessage: post('sendMemberMessage', '個人トークにメッセージを送信', ZSendMemberMessageRequest),
  sendFieldStamp: post('sendFieldStamp', '現場トークにスタンプを送信', ZSendFieldStampRequest),
  sendGroupStamp: post('sendGroupStamp', 'グループトークにスタンプを送信', ZSendGroupStampRequest),
  sendMemberStamp: post('sendMemberStamp', '個人トークにスタンプを送信', ZSendMemberStampRequest),
  sendWorkingTime: post('sendWorkingTime', '現場トークに作業時間を送信', ZSendWorkingTimeRequest),
  sendFieldPhoto: photo(
    'sendFieldPhoto',
    '現場トークに写真を送信',
    ZSendFieldPhotoRequest,
    ZSendPhotoResponse,
    "message_id attaches to the first photo's message.",
  ),
  sendGroupPhoto: photo(
    'sendGroupPhoto',
    'グループトークに写真を送信',
    ZSendGroupPhotoRequest,
    ZSendRoomPhotoResponse,
    "message_id attaches to the first photo's message. Designed: a group room has no album, so the photo is stored as the room's own (checked, resized and thumbnailed as album photos are) and answered as the message carries it.",
  ),
  sendMemberPhoto: photo(
    'sendMemberPhoto',
    '個人トークに写真を送信',
    ZSendMemberPhotoRequest,
    ZSendRoomPhotoResponse,
    "message_id attaches to the first photo's message. Designed: as sendGroupPhoto, in the private room of the caller and to_member_id.",
  ),
  sendChatroomFirstPhoto: photo(
    'sendChatroomFirstPhoto',
    '現場・グループトークに写真（1枚目）を送信',
    ZSendChatroomFirstPhotoRequest,
    ZSendRoomPhotoResponse,
    'Creates the message that later photos of the same send attach to (with sendFieldPhoto or sendGroupPhoto and message_id). Designed: with attendance_field_id the room must be that site room and the photo goes to its album, as sendFieldPhoto; without it the room must be a group room.',
  ),
  sendMemberFirstPhoto: photo(
    'sendMemberFirstPhoto',
    '個人トークに写真（1枚目）を送信',
    ZSendMemberFirstPhotoRequest,
    ZSendRoomPhotoResponse,
    'Creates the message, and the private room when there is none yet (as sendMemberMessage does); later photos attach with sendMemberPhoto and message_id.',
  ),
  talkRoomPhotoFile: {
    method: 'GET',
    path: '/api/talk/photo/{id}/{variant}',
    summary: 'グループ・個人トークの写真のサムネイル・原本',
    params: ZRoomPhotoFileParams,
    response: ZBlob,
    responseType: 'blob',
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed (the spec shows no file call for group and private photos): {id} is the room photo id of sendGroupPhoto/sendMemberPhoto. Only members of the room may load it; a hidden or unknown photo and a room of someone else answer alike (404). Served as albumPhotoFile serves album photos.',
  },
  sendFieldFile: {
    method: 'POST',
    path: `${V1}/sendFieldFile`,
    summary: '掲示板のファイルを現場トークに送信',
    body: ZSendFieldFileRequest,
    response: ZSendMessageResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Payload not shown. New files are uploaded through /api/storage/fieldFile; this call posts a file already on the project board into the site chat, so it takes the building_file_id.',
  },
  chatroomDispoffMessage: {
    method: 'POST',
    path: `${V1}/chatroomDispoffMessage`,
    summary: 'メッセージを自分の画面から非表示（現場・グループ）',
    body: ZDispoffMessageRequest,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'Payload not shown: room and message. Hides the message for the caller only.',
  },
  privateDispoffMessage: {
    method: 'POST',
    path: `${V1}/privateDispoffMessage`,
    summary: 'メッセージを自分の画面から非表示（個人）',
    body: ZDispoffMessageRequest,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'As chatroomDispoffMessage, for private rooms.',
  },
  updateFieldMessage: {
    method: 'POST',
    path: `${V1}/updateFieldMessage`,
    summary: '現場トークのメッセージを編集',
    body: ZUpdateFieldMessageRequest,
    response: ZSendMessageResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'Listed under the POST send calls. Only the sender may edit; the answer has update_datetime set.',
  },
  deleteFieldMessage: remove('deleteFieldMessage', '現場トークのメッセージを削除'),
  deleteGroupMessage: remove('deleteGroupMessage', 'グループトークのメッセージを削除'),
  deleteMemberMessage: remove('deleteMemberMessage', '個人トークのメッセージを削除'),
});
