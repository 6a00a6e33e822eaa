import type { TRoomMember } from '@genba/api-client';
import { makePartnerRoomMember, makeRoomMember } from '@genba/api-client/fixtures';
import { SITE_ROLE_MESSAGE, withSiteRole } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { withMemberRoles } from '../../utils/siteRoles.ts';
import { RoomMemberList } from './RoomMemberList.tsx';

const base = [
  makePartnerRoomMember({ member_id: 40, name: '木村 誠' }),
  makeRoomMember({
    member_id: 1,
    name: '山田 太郎',
    auth_id: 2,
    room_role: 1,
    foreman_flg: 0,
    avatar_type: 'own',
  }),
  makeRoomMember({
    member_id: 2,
    name: '佐藤 花子',
    auth_id: 7,
    room_role: 2,
    sales_manager_flg: 1,
    foreman_flg: 0,
    avatar_type: 'business',
  }),
  makeRoomMember({
    member_id: 3,
    name: '鈴木 一郎',
    auth_id: 1,
    room_role: 0,
    foreman_flg: 0,
    avatar_type: null,
  }),
  makePartnerRoomMember({ member_id: 41, name: '高橋 健', auth_id: 6, room_role: 1, foreman_flg: 1 }),
  makePartnerRoomMember({ member_id: 42, name: '山本 健', invited: true }),
];

const meta = {
  title: 'Web/Talk/RoomMemberList',
  component: RoomMemberList,
  tags: ['autodocs'],
  args: { members: base },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RoomMemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 自社 before 協力会社, each by room role 2, 1, 0, 1000; the invited member has the dashed border. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const own = canvas.getByRole('list', { name: '自社' });
    const names = Array.from(own.querySelectorAll('li'), (li) => li.textContent ?? '');
    expect(names[0]).toContain('佐藤 花子');
    expect(names[1]).toContain('山田 太郎');
    expect(names[2]).toContain('鈴木 一郎');
    const partner = canvas.getByRole('list', { name: '協力会社' });
    expect(partner.querySelector('li')?.textContent).toContain('高橋 健');
    await expect(canvas.getByRole('img', { name: '山本 健（招待中）' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('メンバーはいません。')).toBeVisible();
  },
};

/** A large site: 60 members across the two sections. */
export const Many: Story = {
  args: {
    members: Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? makePartnerRoomMember({ member_id: 100 + i, name: `協力 ${i}番`, company_name: `協力会社${i % 7}` })
        : makeRoomMember({ member_id: 100 + i, name: `社員 ${i}番`, room_role: i % 2 === 0 ? 0 : 1 }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '自社' }).querySelectorAll('li')).toHaveLength(40);
    await expect(canvas.getByRole('list', { name: '協力会社' }).querySelectorAll('li')).toHaveLength(20);
  },
};

/** Long names and company names are cut with an ellipsis at 360 px, never pushing the badges out. */
export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: {
    members: [
      makeRoomMember({
        member_id: 9,
        name: '長谷川 左衛門之助太郎右衛門',
        company_name: '株式会社ながいながい名前の現場工務店九州支店',
        sales_manager_flg: 1,
      }),
      ...base,
    ],
  },
};

/** The list as a site room's manager has it: each member's 役割 sets 営業担当 and 職長 at once. */
const ManagedList = ({ members }: { members: readonly TRoomMember[] }) => {
  const [shown, setShown] = useState(members);
  return (
    <RoomMemberList
      members={shown}
      onSetRole={(m, role, on) =>
        setShown((list) => withMemberRoles(list, m.member_id, withSiteRole(m, role, on)))
      }
    />
  );
};

/** A manager opens 高橋 健's 役割 from the keyboard and turns 職長 off, then 営業担当 on. */
export const ManagerSetsRoles: Story = {
  tags: ['screenshot'],
  render: (args) => <ManagedList members={args.members} />,
  play: async ({ canvas, canvasElement }) => {
    const partner = canvas.getByRole('list', { name: '協力会社' });
    await expect(within(partner).getByText('職長')).toBeVisible();
    canvas.getByRole('button', { name: '高橋 健の役割を設定' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '高橋 健の役割' });
    const foreman = within(menu).getByRole('checkbox', { name: '職長' });
    await expect(foreman).toBeChecked();
    foreman.focus();
    await userEvent.keyboard(' ');
    await expect(within(partner).queryByText('職長')).toBeNull();
    await userEvent.click(within(menu).getByRole('checkbox', { name: '営業担当' }));
    await expect(within(partner).getByText('営業担当')).toBeVisible();
  },
};

/** A change the server refused: it is taken back and the reason is read out. */
export const RoleRefused: Story = {
  args: { onSetRole: () => undefined, roleError: SITE_ROLE_MESSAGE.managerOnly },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SITE_ROLE_MESSAGE.managerOnly);
    await expect(canvas.getAllByRole('button', { name: /の役割を設定$/ })).toHaveLength(base.length);
  },
};

/** A manager's list at 360 px: long names give way, 役割 stays whole and on screen. */
export const ManagerNarrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: { ...Narrow.args, onSetRole: () => undefined },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '長谷川 左衛門之助太郎右衛門の役割を設定' });
    await expect(button).toBeVisible();
    const { right } = button.getBoundingClientRect();
    await expect(right).toBeLessThanOrEqual(360);
  },
};
