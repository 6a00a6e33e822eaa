import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsList } from './NewsList.tsx';
import type { NewsListItem } from './newsListState.ts';

const items: NewsListItem[] = [
  { id: 3, title: '年末年始の休業日のお知らせ', date: '2026-11-21 09:00:00', kind: 'お知らせ', read: false },
  {
    id: 2,
    title: 'システムメンテナンスのお知らせ',
    date: '2026-11-18 09:00:00',
    kind: 'メンテナンス',
    read: true,
  },
  { id: 1, title: '協力会社の招待機能について', date: '2026-11-14 09:00:00', kind: '招待', read: false },
];

const meta = {
  title: 'UI/Talk/NewsList',
  component: NewsList,
  tags: ['autodocs', 'screenshot'],
  args: { items, onOpen: fn(), 'aria-label': 'お知らせ一覧' },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /年末年始/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(items[0]);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith(items[1]);
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

export const Empty: Story = { args: { items: [], empty: <p>お知らせはありません</p> } };

export const One: Story = { args: { items: items.slice(0, 1) } };

export const Many: Story = {
  args: {
    items: Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      title: `お知らせ ${i + 1}`,
      date: '2026-11-01 09:00:00',
      kind: 'お知らせ',
      read: i % 3 === 0,
    })),
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: {
    items: [
      {
        ...items[0],
        title: 'とても長いタイトルのお知らせが折り返されて表示されることを確かめるための例です',
      } as NewsListItem,
    ],
  },
};
