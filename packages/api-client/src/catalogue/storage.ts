import { ZIdParams, ZSuccess } from '../schemas/common.ts';
import {
  ZRoomFileUploadRequest,
  ZRoomFileUploadResponse,
  ZStorageFieldRequest,
  ZStorageFieldResponse,
  ZStoreAlbumRequest,
  ZStoreAlbumResponse,
} from '../schemas/storage.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const roomFile = <P extends string>(path: P, summary: string, target: string) =>
  ({
    method: 'POST',
    path,
    summary,
    body: ZRoomFileUploadRequest,
    bodyType: 'multipart',
    response: ZRoomFileUploadResponse,
    timeout: TIMEOUTS.albumAndStorage,
    failure: 'status-500',
    design: `Multipart with no_compress (talk §7). Stores the file in ${target} and posts it as a file message; answers both. Images are resized to 1600x1200 JPEG unless no_compress is 1.`,
  }) as const;

const removeFile = <P extends string>(path: P, summary: string) =>
  ({
    method: 'DELETE',
    path,
    summary,
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.albumAndStorage,
    failure: 'status-500',
    design: '{id} is the stored file id; its message stays with the file marked deleted.',
  }) as const;

/** Storage calls of talk §7: photo and file uploads. Storage takes 1200 s and fails as status 500 (talk §8, §9). */
export const storageEndpoints = defineEndpoints({
  storeAlbum: {
    method: 'POST',
    path: '/api/storage/storeAlbum',
    summary: 'アルバムに写真を登録・編集',
    body: ZStoreAlbumRequest,
    bodyType: 'multipart',
    response: ZStoreAlbumResponse,
    timeout: TIMEOUTS.albumAndStorage,
    failure: 'status-500',
    design:
      'Fields as talk §7 lists them; edits send id and omit file. Answers the stored album photo, which replaces the upload placeholder (talk §4).',
  },
  storageField: {
    method: 'POST',
    path: '/api/storage/field',
    summary: '現場の掲示板にファイルを登録',
    body: ZStorageFieldRequest,
    bodyType: 'multipart',
    response: ZStorageFieldResponse,
    timeout: TIMEOUTS.albumAndStorage,
    failure: 'status-500',
    design:
      'Payload not shown. Uploads a building file (documents or images) to the project board; with id it replaces the file, which becomes unread for the other members.',
  },
  storageFieldFile: roomFile('/api/storage/fieldFile', '現場トークにファイルを送信', 'the site room'),
  storageGroupFile: roomFile('/api/storage/groupFile', 'グループトークにファイルを送信', 'the group room'),
  storageMemberFile: roomFile('/api/storage/memberFile', '個人トークにファイルを送信', 'the private room'),
  deleteStorageGroupFile: removeFile('/api/storage/groupFile/{id}', 'グループトークのファイルを削除'),
  deleteStorageMemberFile: removeFile('/api/storage/member/{id}', '個人トークのファイルを削除'),
});
