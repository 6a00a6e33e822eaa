import type { Endpoints, ResponseOf } from '@genba/api-client/catalogue';

/**
 * Wire types derived from the catalogue entries (the api-client package
 * exports the catalogue, not its schema modules), so a schema change there
 * breaks the server's type-check here.
 */
type R<N extends keyof Endpoints> = ResponseOf<Endpoints[N]>;

export type TUser = R<'getUserData'>['user'];
export type TMember = R<'getUserData'>['member'];
export type TInitData = R<'init_data_sp'>;
export type TCompany = TInitData['company'];
export type TOffice = TInitData['offices'][number];
export type TAppendInitDataResponse = R<'getAppendInitData'>;
export type TAppendInitPiece = keyof TAppendInitDataResponse;
export type TProjectListItem = R<'getProjectList'>['projects'][number];
export type TChatRoom = R<'getChatroomByRoomId'>;
