import { makeAggregate } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import { DATE_RANGE_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, expectPageFits, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Daily/勤怠集計',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/aggregate' },
  // The fixture's range ends on this day (the page's default range is the 93 days ending today).
  parameters: { layout: 'fullscreen', mockingDate: '2026-11-22T09:00:00+09:00', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Forty members in the by-member totals. */
const fortyMembers = () => {
  const totals = makeAggregate();
  const [first] = totals.by_member;
  if (!first) throw new Error('the aggregate fixture has no member row');
  const byMember = Array.from({ length: 40 }, (_, i) => ({
    ...first,
    key: String(100 + i),
    name: `作業員 ${i + 1}`,
  }));
  return { ...totals, by_member: byMember };
};

/** First: it has no play function, so it also warms the page chunk (a cold Vite) for the others. */
export const Loading: Story = loadingStory('getAggregate');

/** The range (93 days to today), the export buttons and the totals by member (with the total), site and partner. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const members = await canvas.findByRole('table', { name: 'メンバー別' }, pageWait);
    await expect(canvas.getByRole('heading', { level: 1, name: '勤怠集計' })).toBeVisible();
    await expect(within(members).getByRole('row', { name: /田中 健一/ })).toHaveTextContent('720,000');
    await expect(within(members).getByRole('rowheader', { name: '合計' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: '現場別' })).toHaveTextContent('山田様邸 外壁塗装工事');
    await expect(canvas.getByRole('table', { name: '協力会社別' })).toHaveTextContent('株式会社木村設備');
    await expect(canvas.getByLabelText('開始日')).toHaveValue('2026-08-22');
    await expect(canvas.getByLabelText('終了日')).toHaveValue('2026-11-22');
    await expect(canvas.getByRole('button', { name: 'Excel出力' })).toBeEnabled();
    // Figures are right-aligned; the simpler per-member view is one link away.
    await expect(getComputedStyle(within(members).getAllByRole('cell')[0] as Element).textAlign).toBe(
      'right',
    );
    await expect(canvas.getByRole('link', { name: '旧集計表示' })).toHaveAttribute('href', '/aggregate-old');
  },
};

export const Empty: Story = emptyStory('getAggregate', 'この期間の勤怠はありません。');

export const FetchFailed: Story = fetchFailedStory('getAggregate');

export const Many: Story = {
  parameters: { msw: withMocks(mock.data('getAggregate', fortyMembers())) },
  play: async ({ canvas }) => {
    const members = await canvas.findByRole('table', { name: 'メンバー別' }, pageWait);
    // 40 members, the total and the header row.
    await expect(within(members).getAllByRole('row')).toHaveLength(42);
  },
};

/** A 360 px phone: the tables scroll sideways inside themselves; the page does not. */
export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'メンバー別' }, pageWait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '集計' })).toBeVisible();
    const scroller = canvas.getByRole('region', { name: 'メンバー別' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expectPageFits(360);
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
