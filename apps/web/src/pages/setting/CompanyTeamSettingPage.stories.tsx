import { TEAM_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Setting/チーム設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/setting/company-team' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's teams with how many cases carry each. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'チーム一覧' }, pageWait);
    await expect(within(list).getByText('案件 10件')).toBeVisible();
  },
};

/** 編集 renames in a dialog; the rule's message shows for a blank name. */
export const Rename: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '大工班を編集' }, pageWait));
    const dialog = within(await screen.findByRole('dialog', { name: 'チームの編集' }, pageWait));
    const name = dialog.getByRole('textbox', { name: 'チーム名' });
    await expect(name).toHaveValue('大工班');
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText(TEAM_MESSAGE.nameRequired, {}, pageWait)).toBeVisible();
    await userEvent.type(name, '大工1班');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('大工1班に変更しました。', {}, pageWait)).toBeVisible();
  },
};

/** Deleting warns that the cases lose the team too. */
export const DeleteConfirm: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '設備班を削除' }, pageWait));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'チームの削除' }, pageWait));
    await expect(dialog.getByText(TEAM_MESSAGE.deleteConfirm('設備班'))).toBeVisible();
  },
};

/** On a 360 px phone. */
export const Smartphone: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'チーム一覧' }, pageWait)).toBeVisible();
  },
};

export const Empty: Story = emptyStory('getCompanyTeams', 'データがありません');
export const Loading: Story = loadingStory('getCompanyTeams');
export const FetchFailed: Story = fetchFailedStory('getCompanyTeams');
