import { makeChatRoom, makePartnerRoomMember } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import { queryKeyFor } from '@genba/api-client/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ApiProvider } from '../../../../app/ApiContext.tsx';
import { createWebApi } from '../../../../app/api.ts';
import { createAppQueryClient } from '../../../../app/queryClient.ts';
import { createMockFetch } from '../../../../test/mockFetch.ts';
import { RoomSidePanel } from './RoomSidePanel.tsx';

const ROOM = 11;
const newcomer = makePartnerRoomMember({ member_id: 777, name: '山本 健' });

/** The panel with a server whose member list gains the newcomer once `joined` is set. */
const setup = async () => {
  const state = { joined: false, listCalls: 0 };
  const { fetch } = createMockFetch([
    mock.override('getTalkMembers', () => {
      state.listCalls += 1;
      const base = mock.fixture('getTalkMembers').members;
      return HttpResponse.json({ members: state.joined ? [...base, newcomer] : base });
    }),
  ]);
  const api = createWebApi({ fetch });
  const queryClient = createAppQueryClient();
  await render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>
        <RoomSidePanel room={makeChatRoom({ chatroom_id: ROOM })} viewerId={30} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  const panel = page.getByRole('complementary', { name: 'ルームの情報' });
  const initKey = queryKeyFor('getInitArrowChatData', { params: { id: ROOM } });
  const roomSees = (members: (typeof newcomer)[]) =>
    queryClient.setQueryData(initKey, { ...mock.fixture('getInitArrowChatData'), members });
  return { state, panel, roomSees };
};

describe('RoomSidePanel', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('refetches the list when the open room sees a member it does not list, and only then', async () => {
    await page.viewport(1280, 800);
    const { state, panel, roomSees } = await setup();
    await expect.element(panel.getByRole('list', { name: '自社' })).toBeVisible();
    expect(state.listCalls).toBe(1);

    // The room's data with the same members (another order): nothing to fetch.
    roomSees([...mock.fixture('getTalkMembers').members].reverse());
    await new Promise((r) => setTimeout(r, 100));
    expect(state.listCalls).toBe(1);

    // A member joined: the room's refetched init data lists them, the panel follows.
    state.joined = true;
    roomSees([...mock.fixture('getTalkMembers').members, newcomer]);
    await expect.element(panel.getByRole('list', { name: '協力会社' }).getByText('山本 健')).toBeVisible();
    expect(state.listCalls).toBe(2);
  });

  it('on a phone, lists the members in a sheet behind the button over the room header', async () => {
    await page.viewport(360, 740);
    await setup();
    const opener = page.getByRole('button', { name: /^メンバー \d+・連絡先$/ });
    await expect.element(opener).toBeVisible();
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'ルームの情報' });
    await expect.element(sheet.getByRole('list', { name: '自社' })).toBeVisible();
  });
});
