import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Album/フォルダ設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/genbamastersetting/folder' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project's folders in order; deleting says the photos stay. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'フォルダ' }, pageWait);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '足場を削除' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('フォルダ内の写真は削除されず');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
  },
};

export const Loading: Story = loadingStory('getInitAlbumData');

export const Empty: Story = emptyStory('getInitAlbumData', '現場がありません');

export const FetchFailed: Story = fetchFailedStory('getInitAlbumData');
