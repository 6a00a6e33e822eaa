import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DailyPopover } from './DailyPopover.tsx';
import type { DailySummary } from './dailySummary.ts';

const summary: DailySummary = {
  date: '2026-11-20',
  siteName: '山田邸 外壁塗装工事',
  author: '鈴木 一郎',
  proxyAuthor: null,
  weather: '晴れ',
  temperature: 14.5,
  humidity: 40,
  times: { start: '08:00', end: '17:30', restMinutes: 60 },
  work: ['足場設置', '高圧洗浄', '養生'],
  confirmed: false,
  confirmer: null,
};

const meta = {
  title: 'UI/Daily/DailyPopover',
  component: DailyPopover,
  tags: ['autodocs', 'screenshot'],
  args: {
    label: '【日報】11月20日 鈴木 一郎',
    detailHref: '#daily-603',
    onOpenDetail: fn(),
    onRetry: fn(),
    state: { status: 'ready', summary },
    defaultOpen: true,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DailyPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary of an unconfirmed report, 290 px wide, with 「詳細を見る」. */
export const Default: Story = {
  play: async ({ args }) => {
    const popup = await screen.findByRole('dialog', { name: '2026-11-20の日報' });
    await expect(popup.getBoundingClientRect().width).toBe(290);
    await expect(popup).toHaveTextContent('08:00〜17:30（休憩60分）');
    await expect(popup).toHaveTextContent('未確認');
    await userEvent.click(within(popup).getByRole('link', { name: '詳細を見る' }));
    await expect(args.onOpenDetail).toHaveBeenCalledWith('#daily-603');
  },
};

export const Playground: Story = { tags: ['!screenshot'], args: { defaultOpen: false } };

/** Opened from the keyboard; Escape closes it and gives the focus back to the heading. */
export const Keyboard: Story = {
  tags: ['!screenshot'],
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '【日報】11月20日 鈴木 一郎' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The report is being read: the popup keeps its place with placeholder lines. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async () => {
    await expect(await screen.findByRole('status', { name: '日報を読み込み中' })).toBeVisible();
  },
};

/** The report could not be read: said, with a retry; the detail link still leads on. */
export const Failed: Story = {
  args: { state: { status: 'error' } },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('日報を読み込めませんでした。');
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long names and many work lines wrap inside 290 px; past five lines the rest are counted. */
export const LongText: Story = {
  args: {
    state: {
      status: 'ready',
      summary: {
        ...summary,
        siteName: '東京都世田谷区三軒茶屋二丁目 山田様邸 外壁・屋根塗装および防水改修工事（第二期）',
        proxyAuthor: '山田 太郎',
        weather: '曇り時々雨、午後から強風',
        work: [
          '足場設置（北面・東面、昨日の続き。強風のため養生シートを一部外して作業）',
          '高圧洗浄',
          '下地補修（クラック補修、シーリング打ち替え）',
          '養生',
          '近隣挨拶',
          '資材搬入',
          '清掃',
        ],
      },
    },
  },
  play: async () => {
    const popup = await screen.findByRole('dialog');
    await expect(popup).toHaveTextContent('…他2件');
    await expect(popup.scrollWidth).toBeLessThanOrEqual(popup.clientWidth);
  },
};

/** A confirmed report says who confirmed it. */
export const Confirmed: Story = {
  args: { state: { status: 'ready', summary: { ...summary, confirmed: true, confirmer: '山田 太郎' } } },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveTextContent('確認済み確認者 山田 太郎');
  },
};

/** A 360 px phone: the heading is a link to the detail page, not a popover. */
export const Phone: Story = {
  args: { asLink: true, defaultOpen: false },
  globals: { viewport: { value: 'sp360' } },
  parameters: { layout: 'padded' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: '【日報】11月20日 鈴木 一郎' });
    await expect(link).toHaveAttribute('href', '#daily-603');
    await userEvent.click(link);
    await expect(args.onOpenDetail).toHaveBeenCalledWith('#daily-603');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
