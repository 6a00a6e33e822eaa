import { z } from 'zod';
import { ZIdParams, zId } from '../schemas/common.ts';
import {
  ZCreatePictureFolderRequest,
  ZCreatePictureFoldersRequest,
  ZDeletePictureFolderRequest,
  ZDeletePictureFolderResponse,
  ZPictureFolderResponse,
  ZPictureFoldersResponse,
  ZSortPictureFoldersRequest,
  ZUpdatePictureFolderRequest,
} from '../schemas/folder.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const BASE = '/api/project/picture-folder';

/** Album folder calls of talk §7. Folders take 300 s (talk §9); album writes fail as status 500. */
export const folderEndpoints = defineEndpoints({
  createPictureFolder: {
    method: 'POST',
    path: BASE,
    summary: 'アルバムのフォルダを作成',
    body: ZCreatePictureFolderRequest,
    response: ZPictureFolderResponse,
    timeout: TIMEOUTS.taggingAndFolders,
    failure: 'status-500',
    design: 'Payload not shown: project and name. The folder goes last (sort_id = count).',
  },
  createPictureFolders: {
    method: 'POST',
    path: `${BASE}/multiple`,
    summary: 'アルバムのフォルダを一括作成',
    body: ZCreatePictureFoldersRequest,
    response: ZPictureFoldersResponse,
    timeout: TIMEOUTS.taggingAndFolders,
    failure: 'status-500',
    design: 'Payload not shown: project and names in order. Answers every folder of the project.',
  },
  sortPictureFolders: {
    method: 'PUT',
    path: `${BASE}/sort`,
    summary: 'アルバムのフォルダを並べ替え',
    body: ZSortPictureFoldersRequest,
    response: ZPictureFoldersResponse,
    timeout: TIMEOUTS.taggingAndFolders,
    failure: 'status-500',
    design: 'Payload not shown: every folder id of the project in the new order. Answers the sorted folders.',
  },
  updatePictureFolder: {
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'アルバムのフォルダ名を変更',
    params: ZIdParams,
    body: ZUpdatePictureFolderRequest,
    response: ZPictureFolderResponse,
    timeout: TIMEOUTS.taggingAndFolders,
    failure: 'status-500',
    design: '{id} is the folder id; the payload is the new name.',
  },
  deletePictureFolder: {
    method: 'PUT',
    path: `${BASE}/{folderId}/delete`,
    summary: 'アルバムのフォルダを削除',
    params: z.object({ folderId: zId }),
    body: ZDeletePictureFolderRequest,
    response: ZDeletePictureFolderResponse,
    timeout: TIMEOUTS.taggingAndFolders,
    failure: 'status-500',
    design:
      'A PUT as the spec lists it. The folder is removed and its photos move to no folder (folder_id null); photos are never deleted with it.',
  },
});
