import { makeWorkCalendar } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Schedule/休日設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/genbamastersetting/holiday' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sundays and public holidays off, Saturdays worked, the year-end dates; the year's public holidays beside. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '休日設定' }, pageWait);
    await expect(within(form).getByRole('checkbox', { name: '日曜日' })).toBeChecked();
    await expect(within(form).getByRole('checkbox', { name: '土曜日' })).not.toBeChecked();
    await expect(within(form).getByRole('checkbox', { name: '祝日を休日にする' })).toBeChecked();
    await expect(within(form).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: /年の祝日$/ })).toBeVisible();
    await expect(canvas.getAllByText('元日').length).toBeGreaterThan(0);
  },
};

/** Saving: the answer replaces the setting and the page says so. */
export const Save: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '休日設定' }, pageWait);
    await userEvent.click(within(form).getByRole('checkbox', { name: '土曜日' }));
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('休日設定を保存しました。');
  },
};

/** A company that never saved a setting: Saturdays, Sundays and public holidays off, no dates yet. */
export const Empty: Story = {
  parameters: {
    msw: withMocks(
      mock.override('getWorkCalendar', () =>
        HttpResponse.json(
          makeWorkCalendar({ calendar: { weekly_off: [0, 6], public_holidays_off: true, dates: [] } }),
        ),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('登録された休日はありません。', {}, pageWait)).toBeVisible();
  },
};

/** An office manager may open the settings but not change the days off: read-only with the reason. */
export const ReadOnly: Story = {
  parameters: {
    msw: withMocks(
      mock.override('getWorkCalendar', () => HttpResponse.json(makeWorkCalendar({ can_edit: false }))),
    ),
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note', {}, pageWait);
    await expect(note).toHaveTextContent('会社管理者のみが変更できます。');
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};

export const Loading: Story = loadingStory('getWorkCalendar');

export const FetchFailed: Story = fetchFailedStory('getWorkCalendar');
