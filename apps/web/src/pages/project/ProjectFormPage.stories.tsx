import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Project/案件の編集',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/case/500/edit' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The edit form (its teams offered from /setting/company-team) with the project's business history below it, newest first, the claim marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '案件名' }, pageWait)).toHaveValue(
      '田中様邸 外壁塗装工事',
    );
    const teams = await canvas.findByRole('group', { name: 'チーム' }, pageWait);
    await expect(within(teams).getByRole('checkbox', { name: '塗装班' })).toBeChecked();
    await expect(within(teams).getByRole('checkbox', { name: '大工班' })).not.toBeChecked();
    const history = await canvas.findByRole('list', { name: /営業履歴/ }, pageWait);
    // The entries (each entry's attached files are a list of their own inside it).
    const rows = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === history);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('2026/11/05');
    await expect(rows[1]).toHaveTextContent('クレーム');
    await expect(canvas.getByText('4件（クレーム1件）')).toBeVisible();
    // The contract entry carries its signed contract as an attached file.
    await expect(within(rows[2] as HTMLElement).getByRole('button', { name: '契約書.pdf' })).toBeVisible();
  },
};

/** 営業履歴を追加 opens the form in place; the rules answer before anything is sent. */
export const AddEntry: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '営業履歴を追加' }, pageWait));
    const form = canvas.getByRole('form', { name: '営業履歴の登録' });
    await userEvent.click(within(form).getByRole('button', { name: '登録' }));
    await expect(await within(form).findByText('対応日を入力してください。')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'キャンセル' }));
    await expect(canvas.queryByRole('form', { name: '営業履歴の登録' })).toBeNull();
  },
};

/** Deleting asks first. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '2026/10/20 14:00〜の電話を削除' }, pageWait),
    );
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('削除した履歴は元に戻すことはできません。');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
  },
};

export const HistoryLoading: Story = loadingStory('getBusinessHistories');

export const HistoryEmpty: Story = emptyStory('getBusinessHistories', '営業履歴はまだありません。');

export const HistoryFetchFailed: Story = fetchFailedStory('getBusinessHistories');
