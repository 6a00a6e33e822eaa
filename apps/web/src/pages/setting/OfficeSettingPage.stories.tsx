import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Setting/営業所設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/setting/office' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offices, the head office marked and kept from deletion. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '営業所一覧' }, pageWait);
    await expect(within(list).getAllByText('本社')[0]).toBeVisible();
    await expect(within(list).getAllByRole('button', { name: /を削除$/ })).toHaveLength(1);
  },
};

/** 営業所を追加 opens the office form; a name is required. */
export const AddOffice: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '営業所を追加' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: '営業所の登録' }, pageWait));
    await userEvent.click(dialog.getByRole('button', { name: '登録' }));
    await expect(await dialog.findByText('営業所名を入力してください。', {}, pageWait)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: '営業所名' }), '北九州営業所');
    await userEvent.click(dialog.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText(/を保存しました。$/, {}, pageWait)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: withMocks(mock.empty('getOffices')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '営業所を追加' }, pageWait)).toBeVisible();
  },
};

export const Loading: Story = loadingStory('getOffices');
export const FetchFailed: Story = fetchFailedStory('getOffices');
