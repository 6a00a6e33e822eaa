import { makeChatRoom, makePartnerRoomMember } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import { queryKeyFor } from '@genba/api-client/query';
import { SITE_ROLE_MESSAGE } from '@genba/validators';
import { QueryClientProvider } from '@tanstack/react-query';
import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ApiProvider } from '../../../../app/ApiContext.tsx';
import { createWebApi } from '../../../../app/api.ts';
import { createAppQueryClient } from '../../../../app/queryClient.ts';
import { createMockFetch } from '../../../../test/mockFetch.ts';
import { RoomSidePanel } from './RoomSidePanel.tsx';

const ROOM = 11;
const newcomer = makePartnerRoomMember({ member_id: 777, name: '山本 健' });

type RoleAnswer = { status: 200 } | { status: 403 };

/** The panel with a server whose member list gains the newcomer once `joined` is set. */
const setup = async (roleAnswer: RoleAnswer = { status: 200 }) => {
  const state = { joined: false, listCalls: 0, roleBodies: [] as unknown[] };
  const { fetch } = createMockFetch([
    mock.override('updateBbsMember', async ({ request, params }) => {
      const body = (await request.json()) as { sales_manager_flg: 0 | 1; foreman_flg: 0 | 1 };
      state.roleBodies.push({ memberId: Number(params.memberId), ...body });
      // Slow on purpose: the panel must show the change before the server answers.
      await delay(400);
      if (roleAnswer.status === 403)
        return HttpResponse.json({ detail: [SITE_ROLE_MESSAGE.managerOnly] }, { status: 403 });
      const member = mock
        .fixture('getTalkMembers')
        .members.find((m) => m.member_id === Number(params.memberId));
      return HttpResponse.json({ member: { ...member, ...body } });
    }),
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

  it('a room manager sets 職長 from the keyboard: the badge shows at once, before the server answers', async () => {
    await page.viewport(1280, 800);
    const { state, panel } = await setup();
    const partners = panel.getByRole('list', { name: '協力会社' });
    await expect.element(partners.getByText('佐々木 誠')).toBeVisible();
    await expect.element(partners.getByText('職長')).not.toBeInTheDocument();

    panel.getByRole('button', { name: '佐々木 誠の役割を設定' }).element().focus();
    await userEvent.keyboard('{Enter}');
    const menu = page.getByRole('dialog', { name: '佐々木 誠の役割' });
    await expect.element(menu.getByRole('checkbox', { name: '職長' })).not.toBeChecked();
    menu.getByRole('checkbox', { name: '職長' }).element().focus();
    await userEvent.keyboard(' ');
    // Well inside the server's 400 ms: the panel shows what it sent.
    await expect.element(partners.getByText('職長'), { timeout: 250 }).toBeVisible();
    await expect.element(menu.getByRole('checkbox', { name: '職長' })).toBeChecked();
    await expect
      .poll(() => state.roleBodies)
      .toEqual([{ memberId: 32, sales_manager_flg: 0, foreman_flg: 1 }]);
  });

  it('takes a refused change back and says why', async () => {
    await page.viewport(1280, 800);
    await setup({ status: 403 });
    const panel = page.getByRole('complementary', { name: 'ルームの情報' });
    const partners = panel.getByRole('list', { name: '協力会社' });
    await panel.getByRole('button', { name: '佐々木 誠の役割を設定' }).click();
    await page
      .getByRole('dialog', { name: '佐々木 誠の役割' })
      .getByRole('checkbox', { name: '営業担当' })
      .click();
    await expect.element(partners.getByText('営業担当')).toBeVisible();
    await expect.element(panel.getByRole('alert')).toHaveTextContent(SITE_ROLE_MESSAGE.managerOnly);
    await expect.element(partners.getByText('営業担当')).not.toBeInTheDocument();
  });

  it('offers no 役割 to a member who is not a manager of the room', async () => {
    await page.viewport(1280, 800);
    const { fetch } = createMockFetch([]);
    await render(
      <QueryClientProvider client={createAppQueryClient()}>
        <ApiProvider api={createWebApi({ fetch })}>
          <RoomSidePanel room={makeChatRoom({ chatroom_id: ROOM })} viewerId={32} />
        </ApiProvider>
      </QueryClientProvider>,
    );
    const panel = page.getByRole('complementary', { name: 'ルームの情報' });
    await expect.element(panel.getByRole('list', { name: '自社' })).toBeVisible();
    expect(panel.getByRole('button', { name: /の役割を設定$/ }).elements()).toHaveLength(0);
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
