import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
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
    await expect(canvas.getByText('株式会社木村設備')).toBeVisible();
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
