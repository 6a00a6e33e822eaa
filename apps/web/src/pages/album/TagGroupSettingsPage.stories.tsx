import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Album/タググループ設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/genbamastersetting/tag-group' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's groups with their tags, and 不明 last; deleting asks first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('region', { name: 'タググループ 工程' }, pageWait);
    await expect(within(group).getByText('施工前')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'タググループ 不明' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '工程を上へ' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '工程を削除' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('「工程」を削除しますか？');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
  },
};

/** A name over 20 characters is refused before sending, with the spec's message. */
export const TooLongName: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'タググループ 工程' }, pageWait);
    await userEvent.type(canvas.getByLabelText('タググループ名'), 'あ'.repeat(21));
    await userEvent.click(canvas.getByRole('button', { name: 'タググループを追加' }));
    await expect(await canvas.findByText('20文字以下で入力してください')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('getTagGroupSettings');

export const Empty: Story = emptyStory('getTagGroupSettings', 'タググループがありません');

export const FetchFailed: Story = fetchFailedStory('getTagGroupSettings');

/** One project's own groups (talk §3 field_id): the company's groups and 不明 stay on the company scope. */
export const ProjectScope: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'タググループ 工程' }, pageWait);
    await expect(canvas.queryByRole('region', { name: 'タググループ 外装' })).toBeNull();
    await canvas.findByRole('option', { name: '山田様邸 外壁塗装工事（この現場のみ）' }, pageWait);
    await userEvent.selectOptions(
      canvas.getByLabelText('タググループの範囲'),
      '山田様邸 外壁塗装工事（この現場のみ）',
    );
    const own = await canvas.findByRole('region', { name: 'タググループ 外装' });
    await expect(within(own).getByText('北面')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'タググループ 工程' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'タググループ 不明' })).toBeNull();
  },
};
