import { mock } from '@genba/api-client/msw';
import { INVITATION_REGISTER_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Member/メンバー管理',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/member/information' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member table and the pending invitations. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'メンバー一覧' }, pageWait)).toBeVisible();
    await expect(await canvas.findByText('株式会社木村設備', {}, pageWait)).toBeVisible();
  },
};

export const Smartphone: Story = { globals: { viewport: { value: 'sp360' } } };

export const Loading: Story = loadingStory('getMembers');

export const Empty: Story = {
  parameters: { msw: withMocks(mock.empty('getMembers'), mock.empty('getInvitations')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('招待中の招待はありません。', {}, pageWait)).toBeVisible();
  },
};

export const FetchFailed: Story = fetchFailedStory('getMembers');

/** 招待 opens the rows; sending one closes the dialog and says so. */
export const Invite: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '招待' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: 'メールアドレスで招待' }, pageWait));
    await userEvent.type(await dialog.findByRole('textbox', { name: 'お名前(姓)' }, pageWait), '山本');
    await userEvent.type(dialog.getByRole('textbox', { name: 'メールアドレス' }), 'yamamoto@example.jp');
    await userEvent.click(dialog.getByRole('button', { name: '招待する' }));
    await expect(await canvas.findByText('1人に招待メールを送信しました。', {}, pageWait)).toBeVisible();
  },
};

/** The 招待 dialog also holds the company's open invitation link, to copy, regenerate or revoke. */
export const InviteLink: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '招待' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: 'メールアドレスで招待' }, pageWait));
    const url = (await dialog.findByRole('textbox', { name: '招待リンク' }, pageWait)) as HTMLInputElement;
    await expect(url.value).toContain(mock.fixture('getOpenInvitationLink').open_link?.encoded);
    await userEvent.click(dialog.getByRole('button', { name: '再発行' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: '招待リンクを再発行しますか？' }));
    await userEvent.click(confirm.getByRole('button', { name: '再発行する' }));
    // The regenerated link replaces the old one in the box.
    const regenerated = mock.fixture('regenerateOpenInvitationLink').open_link.encoded;
    await waitFor(() => expect(url.value).toContain(regenerated));
  },
};

/** No live link (never made, or revoked): the dialog offers to make one. */
export const InviteLinkNone: Story = {
  parameters: { msw: withMocks(mock.data('getOpenInvitationLink', { open_link: null })) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '招待' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: 'メールアドレスで招待' }, pageWait));
    await expect(await dialog.findByText('招待リンクはまだありません。', {}, pageWait)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '招待リンクを作成' })).toBeVisible();
  },
};

/** The link cannot be read: the box says so, the invitation rows still work. */
export const InviteLinkError: Story = {
  parameters: { msw: withMocks(mock.error('getOpenInvitationLink', 500)) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '招待' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: 'メールアドレスで招待' }, pageWait));
    await expect(await dialog.findByRole('alert', {}, { timeout: 12_000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '招待する' })).toBeVisible();
  },
};

/** A row's name opens the member form; 削除 asks for confirmation first. */
export const OpenMember: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '佐藤 花子' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: 'メンバー編集' }, pageWait));
    await expect(await dialog.findByRole('textbox', { name: '氏名(姓)' }, pageWait)).toHaveValue('佐藤');
    await userEvent.click(dialog.getByRole('button', { name: 'このメンバーを削除' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'メンバーの削除' }, pageWait);
    await expect(within(confirm).getByText('このメンバーを削除します。よろしいですか？')).toBeVisible();
  },
};

/** メンバー登録 opens the empty member form. */
export const CreateMember: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'メンバー登録' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: 'メンバー登録' }, pageWait));
    await userEvent.click(await dialog.findByRole('button', { name: '登録' }, pageWait));
    await expect(await dialog.findByText('氏名(姓)を入力してください', {}, pageWait)).toBeVisible();
  },
};

/** SMSで招待: rows of name and mobile number, sent as SMS. */
export const InviteBySms: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'SMSで招待' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: '電話番号(SMS)で招待' }, pageWait));
    await userEvent.type(await dialog.findByRole('textbox', { name: 'お名前(姓)' }, pageWait), '山本');
    await userEvent.type(dialog.getByRole('textbox', { name: '携帯電話番号' }), '090-1234-5678');
    await userEvent.click(dialog.getByRole('button', { name: '招待する' }));
    await expect(await canvas.findByText('1人に招待SMSを送信しました。', {}, pageWait)).toBeVisible();
  },
};

/** The server refuses the chosen site (no longer one of the member's): its sentence sits under the 招待先 select. */
export const InviteToSiteRefused: Story = {
  parameters: {
    msw: withMocks(
      mock.error('sendInvitationTel', 422, {
        message: '入力内容に誤りがあります。',
        errors: { field_id: [INVITATION_REGISTER_MESSAGE.siteNotFound] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'SMSで招待' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: '電話番号(SMS)で招待' }, pageWait));
    const target = await dialog.findByRole('combobox', { name: '招待先' }, pageWait);
    await userEvent.selectOptions(target, '山田様邸 外壁塗装工事');
    await userEvent.type(dialog.getByRole('textbox', { name: 'お名前(姓)' }), '山本');
    await userEvent.type(dialog.getByRole('textbox', { name: '携帯電話番号' }), '090-1234-5678');
    await userEvent.click(dialog.getByRole('button', { name: '招待する' }));
    await waitFor(() => expect(target).toHaveAttribute('aria-invalid', 'true'), pageWait);
    await expect(target).toHaveAccessibleDescription(INVITATION_REGISTER_MESSAGE.siteNotFound);
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** メンバー検索 (core §4): a registered account outside the company is offered for completion and added. */
export const LookUpMember: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'メンバー検索' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: 'メンバー検索' }, pageWait));
    const keyword = await dialog.findByRole('textbox', { name: 'メールアドレスまたは電話番号' }, pageWait);
    await userEvent.type(keyword, 'ｋｉｍｕｒａ');
    await userEvent.click(dialog.getByRole('button', { name: '検索' }));
    await expect(await dialog.findByText('半角英数字で入力してください。')).toBeVisible();
    await userEvent.clear(keyword);
    await userEvent.type(keyword, 'partner@example.com');
    await userEvent.click(dialog.getByRole('button', { name: '検索' }));
    await expect(await dialog.findByText(/木村 誠さんは登録済みのユーザーです/, {}, pageWait)).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText('権限'), '3');
    await userEvent.selectOptions(dialog.getByLabelText('営業所'), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'メンバーに追加' }));
    await expect(
      await canvas.findByText('木村 誠さんをメンバーに追加しました。', {}, pageWait),
    ).toBeVisible();
  },
};

/** A lookup of someone already in the company says so (core §4 already-a-member). */
export const LookUpExistingMember: Story = {
  parameters: {
    msw: withMocks(
      mock.override('lookupMember', () =>
        HttpResponse.json({ state: 'registered', in_company: true, name: '佐藤 花子' }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'メンバー検索' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: 'メンバー検索' }, pageWait));
    await userEvent.type(
      await dialog.findByRole('textbox', { name: 'メールアドレスまたは電話番号' }, pageWait),
      'ippan@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: '検索' }));
    await expect(await dialog.findByText('すでにこの会社のメンバーです。', {}, pageWait)).toBeVisible();
  },
};
