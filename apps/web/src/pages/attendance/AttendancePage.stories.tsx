import { makeAttendanceMonth } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, expectPageFits, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Daily/勤怠',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/attendance' },
  // The fixtures' month is November 2026 (the page shows the month of today).
  parameters: { layout: 'fullscreen', mockingDate: '2026-11-20T09:00:00+09:00', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty members who worked the fixture's weekdays as 田中 健一 did, none with a request pending. */
const thirtyMembers = () => {
  const month = makeAttendanceMonth();
  const members = Array.from({ length: 30 }, (_, i) => ({ member_id: 100 + i, name: `作業員 ${i + 1}` }));
  const days = month.records.filter((r) => r.member_id === 31);
  const records = members.flatMap((m, i) =>
    days.map((r) => ({
      ...r,
      id: r.id * 100 + i,
      member_id: m.member_id,
      member_name: m.name,
      pending_request: null,
    })),
  );
  return { ...month, members, records };
};

/** First: it has no play function, so it also warms the page chunk (a cold Vite) for the others. */
export const Loading: Story = loadingStory('getAttendanceMonth');

/** Today's clock for the first site, the pending change requests a manager reviews, and the month table. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const month = await canvas.findByRole('region', { name: '2026-11 勤怠表' }, pageWait);
    await expect(canvas.getByRole('heading', { level: 1, name: '勤怠' })).toBeVisible();
    await expect(within(month).getByRole('rowheader', { name: '田中 健一' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '本日の打刻（2026-11-20）' })).toBeVisible();
    // Today's record is closed (clocked out): every clock button is off, a change can be requested.
    await expect(canvas.getByRole('button', { name: '出勤' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '変更申請' })).toBeVisible();
    const requests = await canvas.findByRole('list', { name: '承認待ちの変更申請' }, pageWait);
    await expect(
      within(requests).getByRole('listitem', { name: '田中 健一 2026-11-20の変更申請' }),
    ).toHaveTextContent('理由: 退勤の打刻を忘れました');
    await expect(canvas.getByRole('button', { name: '月締め' })).toBeVisible();
  },
};

/** Nobody waits for a review: the section says so. */
export const Empty: Story = emptyStory('getAttendanceChangeRequests', '承認待ちの変更申請はありません。');

export const FetchFailed: Story = fetchFailedStory('getAttendanceMonth');

/** Thirty members and several requests: the table scrolls in its own box (rows virtualised). */
export const Many: Story = {
  parameters: {
    msw: withMocks(
      mock.override('getAttendanceMonth', () => HttpResponse.json(thirtyMembers())),
      mock.many('getAttendanceChangeRequests', 6),
    ),
  },
  play: async ({ canvas }) => {
    const month = await canvas.findByRole('region', { name: '2026-11 勤怠表' }, pageWait);
    await expect(within(month).getByRole('table')).toHaveAttribute('aria-rowcount', '32');
    await expect(within(month).getByRole('rowheader', { name: '作業員 1' })).toBeVisible();
    await expect(month.scrollHeight).toBeGreaterThan(month.clientHeight);
    const requests = await canvas.findByRole('list', { name: '承認待ちの変更申請' }, pageWait);
    await expect(within(requests).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** A 360 px phone: the month scrolls sideways inside its box, the page itself does not. */
export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    const month = await canvas.findByRole('region', { name: '2026-11 勤怠表' }, pageWait);
    await expect(month.scrollWidth).toBeGreaterThan(month.clientWidth);
    await expectPageFits(360);
  },
};

/** Whether the story's change request has been reviewed: the next read of the pending list leaves it out. */
const review = { sent: null as unknown };

/** A manager approves a request with a comment: it leaves the pending list. */
export const ApproveRequest: Story = {
  beforeEach: () => {
    review.sent = null;
  },
  parameters: {
    msw: withMocks(
      mock.override('reviewAttendanceChangeRequest', async ({ request }) => {
        review.sent = await request.json();
        return HttpResponse.json(mock.fixture('reviewAttendanceChangeRequest'));
      }),
      mock.override('getAttendanceChangeRequests', () =>
        HttpResponse.json(
          review.sent ? { success: true, requests: [] } : mock.fixture('getAttendanceChangeRequests'),
        ),
      ),
    ),
  },
  play: async ({ canvas }) => {
    const requests = await canvas.findByRole('list', { name: '承認待ちの変更申請' }, pageWait);
    const item = within(requests).getByRole('listitem', { name: '田中 健一 2026-11-20の変更申請' });
    await userEvent.type(within(item).getByRole('textbox', { name: 'コメント' }), '確認しました');
    await userEvent.click(within(item).getByRole('button', { name: '承認' }));
    await expect(await canvas.findByText('承認待ちの変更申請はありません。', {}, pageWait)).toBeVisible();
    await expect(review.sent).toEqual({ approve: 1, comment: '確認しました' });
  },
};
