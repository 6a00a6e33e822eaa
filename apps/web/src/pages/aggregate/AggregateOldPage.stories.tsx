import { makeAggregate } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import { ATTENDANCE_MESSAGE, DATE_RANGE_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, expectPageFits, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Daily/旧集計表示',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/aggregate-old' },
  // The fixture's range ends on this day (the page's default range is the 93 days ending today).
  parameters: { layout: 'fullscreen', mockingDate: '2026-11-22T09:00:00+09:00', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Forty members, and the total of their figures. */
const fortyMembers = () => {
  const totals = makeAggregate();
  const [first] = totals.by_member;
  if (!first) throw new Error('the aggregate fixture has no member row');
  const byMember = Array.from({ length: 40 }, (_, i) => ({
    ...first,
    key: String(100 + i),
    name: `作業員 ${i + 1}`,
  }));
  const total = { ...totals.total, days: first.days * 40, man_days: first.man_days * 40 };
  return { ...totals, by_member: byMember, total };
};

/** First: it has no play function, so it also warms the page chunk (a cold Vite) for the others. */
export const Loading: Story = loadingStory('getAggregate');

/** The range (93 days to today), CSV出力, and one table of members with their man-days and the total. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const members = await canvas.findByRole('table', { name: 'メンバー別' }, pageWait);
    await expect(canvas.getByRole('heading', { level: 1, name: '旧集計表示' })).toBeVisible();
    await expect(within(members).getByRole('row', { name: /田中 健一/ })).toHaveTextContent('40');
    await expect(within(members).getByRole('row', { name: /合計/ })).toHaveTextContent('78');
    // The simpler view: members only, no cost, no other views, no Excel.
    await expect(within(members).queryByRole('columnheader', { name: '原価(円)' })).toBeNull();
    await expect(within(members).getByRole('columnheader', { name: '人工' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: '現場別' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Excel出力' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'CSV出力' })).toBeEnabled();
    await expect(canvas.getByLabelText('開始日')).toHaveValue('2026-08-22');
    await expect(canvas.getByLabelText('終了日')).toHaveValue('2026-11-22');
    await expect(canvas.getByRole('link', { name: '勤怠集計へ' })).toHaveAttribute('href', '/aggregate');
  },
};

export const Empty: Story = emptyStory('getAggregate', 'この期間の勤怠はありません。');

export const FetchFailed: Story = fetchFailedStory('getAggregate');

/** Forty members: the rows scroll inside the table, under its header and above the total. */
export const Many: Story = {
  parameters: { msw: withMocks(mock.data('getAggregate', fortyMembers())) },
  play: async ({ canvas }) => {
    const members = await canvas.findByRole('table', { name: 'メンバー別' }, pageWait);
    // 40 members, the total and the header row.
    await expect(within(members).getAllByRole('row')).toHaveLength(42);
    await expect(within(members).getByRole('rowheader', { name: '合計' })).toBeVisible();
  },
};

/** A 360 px phone: the table scrolls sideways inside itself; the page does not. */
export const Narrow: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'メンバー別' }, pageWait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '集計' })).toBeVisible();
    const scroller = canvas.getByRole('region', { name: 'メンバー別' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expectPageFits(360);
    // Scrolled to the last figures, the names stay at the left of the table.
    scroller.scrollLeft = scroller.scrollWidth;
    const name = within(scroller).getByRole('rowheader', { name: '田中 健一' });
    await expect(scroller.scrollLeft).toBeGreaterThan(0);
    await expect(
      Math.abs(name.getBoundingClientRect().left - scroller.getBoundingClientRect().left),
    ).toBeLessThan(2);
    scroller.scrollLeft = 0;
  },
};

/** An end before the start: the range is refused with the message under 終了日, and nothing is totalled. */
export const EndBeforeStart: Story = {
  play: async ({ canvas }) => {
    const range = await canvas.findByRole('form', { name: '集計期間' }, pageWait);
    await canvas.findByRole('table', { name: 'メンバー別' }, pageWait);
    fireEvent.change(within(range).getByLabelText('終了日'), { target: { value: '2026-08-01' } });
    await userEvent.click(within(range).getByRole('button', { name: '集計' }));
    await expect(
      await within(range).findByText(DATE_RANGE_MESSAGE.endBeforeStart, {}, pageWait),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'メンバー別' })).toBeNull();
  },
};

/** A member who may not see totals (a general member): the server's refusal, no table. */
export const Refused: Story = {
  parameters: {
    msw: withMocks(mock.error('getAggregate', 403, { detail: [ATTENDANCE_MESSAGE.totalsNotManager] })),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ATTENDANCE_MESSAGE.totalsNotManager, {}, pageWait)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'メンバー別' })).toBeNull();
  },
};

/** More than 365 days (core §9): refused with the limit under 終了日. */
export const OverAYear: Story = {
  play: async ({ canvas }) => {
    const range = await canvas.findByRole('form', { name: '集計期間' }, pageWait);
    await canvas.findByRole('table', { name: 'メンバー別' }, pageWait);
    fireEvent.change(within(range).getByLabelText('開始日'), { target: { value: '2025-01-01' } });
    await userEvent.click(within(range).getByRole('button', { name: '集計' }));
    await expect(await within(range).findByText(DATE_RANGE_MESSAGE.excelTooLong, {}, pageWait)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'メンバー別' })).toBeNull();
  },
};
