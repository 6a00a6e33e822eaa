import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BusinessHistoryList } from './BusinessHistoryList.tsx';
import type { BusinessHistoryListItem } from './businessHistoryListState.ts';

const items: BusinessHistoryListItem[] = [
  {
    id: 1,
    operation_date: '2026-09-12',
    start_time: '10:00',
    end_time: '11:30',
    operation_class: 'visit',
    contact_person: '田中 一郎 様',
    claim_flg: 0,
    memo: '外壁の色見本を持参。\nベージュ系で検討中。',
    referral_sales_type: null,
    neighbourhood_approach_type: null,
    created_by_name: '高橋 健太',
  },
  {
    id: 2,
    operation_date: '2026-10-20',
    start_time: '14:00',
    end_time: null,
    operation_class: 'phone',
    contact_person: '田中 一郎 様',
    claim_flg: 1,
    memo: '見積の到着が遅いとのご指摘。翌日に再送。',
    referral_sales_type: null,
    neighbourhood_approach_type: null,
    created_by_name: '高橋 健太',
  },
  {
    id: 3,
    operation_date: '2026-11-05',
    start_time: null,
    end_time: null,
    operation_class: 'visit',
    contact_person: '隣家 佐藤様',
    claim_flg: 0,
    memo: null,
    referral_sales_type: 'requested',
    neighbourhood_approach_type: 'greeting',
    created_by_name: null,
  },
];

const meta = {
  title: 'UI/Project/BusinessHistoryList',
  component: BusinessHistoryList,
  tags: ['autodocs', 'screenshot'],
  args: { items, onEdit: fn(), onDelete: fn(), 'aria-label': '営業履歴' },
} satisfies Meta<typeof BusinessHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; the claim is marked; each button names its entry and works from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('2026/11/05');
    await expect(rows[1]).toHaveTextContent('クレーム');
    await userEvent.click(canvas.getByRole('button', { name: '2026/10/20 14:00〜の電話を削除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(items[1]);
    canvas.getByRole('button', { name: '2026/09/12 10:00〜11:30の訪問を編集' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(items[0]);
  },
};

/** A reader without the right to write sees no buttons. */
export const ReadOnly: Story = {
  args: { onEdit: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = { args: { items: [], empty: <p>営業履歴はまだありません。</p> } };

export const Playground: Story = { tags: ['!screenshot'] };
