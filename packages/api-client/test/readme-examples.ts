/**
 * The README's examples, type-checked (`npx tsc -p packages/api-client/tsconfig.json`)
 * so that a renamed export or a changed signature breaks here and not in a
 * reader's editor. Nothing in this file runs.
 */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixtures } from '../src/fixtures/index.ts';
import {
  type ApiResult,
  createApiClient,
  createBridge,
  createBrowserStorage,
  endpoints,
  type TChatRoom,
  TIMEOUTS,
  toLegacy,
  ZChatRoom,
} from '../src/index.ts';
import { createHandlers, createMocks, mock, override } from '../src/msw/index.ts';
import { createMutationOptions, createQueryOptions, queryKeyFor } from '../src/query/index.ts';

declare const memberId: number;
declare const companyId: number;
declare const fieldId: number;
declare const id: number;
declare const url: string;
declare const urls: string[];
declare const name: string;
declare const room: TChatRoom;
declare const user: {
  member_id: number;
  name: string;
  login_company_id: number | null;
  login_office_id: number | null;
};
declare const render: (value: unknown) => void;
declare const toast: (message: string) => void;
declare const showExpiredDialogThenLogout: () => void;

export async function callAnEndpoint() {
  const api = createApiClient({
    baseUrl: '',
    context: () => ({ memberId, companyId, fieldId }),
    onSessionExpired: () => showExpiredDialogThenLogout(),
  });
  const result = await api.call('getTalkByRoomId', { params: { id: 12 } });
  if (result.ok) render(result.data);
  else toast(result.messages.join('\n'));
  const failed: ApiResult<unknown> = result;

  const controller = new AbortController();
  await api.call('getCommonAlbumAllData', {} as never, {
    signal: controller.signal,
  });
  api.cancel('getAlbumCaching');

  const data = toLegacy(await api.call('getInitAlbumData', {} as never), endpoints.getInitAlbumData.failure);
  return [failed, data, endpoints.sendFieldMessage.timeout, TIMEOUTS, ZChatRoom] as const;
}

export function tanstack(api: ReturnType<typeof createApiClient>) {
  const room = createQueryOptions(api, 'getChatroomByRoomId', { params: { id } });
  const send = createMutationOptions(api, 'sendFieldMessage');
  return [room, send, queryKeyFor('getChatroomByRoomId', { params: { id } })] as const;
}

export function mocks() {
  const handlers = [
    mock.empty('getTalkGroupList'),
    mock.error('getFieldAlbumData', 403),
    mock.many('getTalkGroupList', 50),
    mock.slow('getTalkGroupList', 2000),
    mock.network('getTalkGroupList'),
    mock.data('getTalkGroupList', fixtures.getTalkGroupList()),
    mock.empty('getTalkGroupList', { once: true }),
    override('getTalkGroupList', () => HttpResponse.json({}), { once: true }),
    ...createHandlers(),
  ];
  const server = setupServer(...handlers);
  server.listen({ onUnhandledFrame: 'error' });
  server.use(
    mock.error('login_pc', 422, {
      message: '入力内容に誤りがあります。',
      errors: { email: ['メールアドレスに誤りがあります'] },
    }),
  );
  return createMocks({ endpoints, fixtures, baseUrl: '', delay: 100 });
}

export async function bridgeAndStorage() {
  const bridge = createBridge();
  await bridge.getCurrentPosition();
  await bridge.getCurrentAddress();
  await bridge.pickPhotos({ type: 'openPicker', purpose: 'album', fieldId, multiple: true });
  bridge.openLink(url);
  bridge.downloadImage(url, name);
  await bridge.shareImages(urls);
  await bridge.canUpload();
  await bridge.isAppConnected();
  await bridge.waitForPqaDailyImageUploadEnd();
  bridge.setUserData({ type: 'setUserData', user, hostName: location.host });

  const store = createBrowserStorage();
  store.currentChatRoom.set(room);
  store.linkPreviews.get(url);
  const tooMany: boolean = store.lastChatRoomLoad.record(id).tooManyRequests;
  store.chatRoomListFailures.record(() => undefined);
  store.smsLogin.start();
  store.smsLogin.isInProgress();
  store.smsLogin.finish();
  store.clearAll();
  return tooMany;
}
