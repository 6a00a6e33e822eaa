import { mock } from '@genba/api-client/msw';
import { WORKING_HOURS_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Setting/日報・勤怠設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/setting/daily-attendance' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's default working hours as the forms prefill them (docs/adr/012). */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '会社の勤務時間' }, pageWait));
    await expect(form.getByLabelText('始業', { exact: false })).toHaveValue('08:00');
    await expect(form.getByLabelText('終業', { exact: false })).toHaveValue('17:00');
    await expect(canvas.getByRole('link', { name: '設定に戻る' })).toHaveAttribute(
      'href',
      '/member/information',
    );
  },
};

/** Saving says so; a time out of order is refused first in the browser. */
export const Save: Story = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '会社の勤務時間' }, pageWait));
    fireEvent.change(form.getByLabelText('終業', { exact: false }), { target: { value: '07:00' } });
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByText(WORKING_HOURS_MESSAGE.endAfterStart)).toBeVisible();
    fireEvent.change(form.getByLabelText('終業', { exact: false }), { target: { value: '17:30' } });
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('勤務時間を保存しました。', {}, pageWait)).toBeVisible();
  },
};

/** The server's refusal sits under its field. */
export const SaveRefused: Story = {
  parameters: {
    msw: withMocks(
      mock.error('updateDailyAttendanceSetting', 422, {
        message: '入力内容に誤りがあります。',
        errors: { rest_start_time: [WORKING_HOURS_MESSAGE.restWithinWork] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: '会社の勤務時間' }, pageWait));
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByText(WORKING_HOURS_MESSAGE.restWithinWork, {}, pageWait)).toBeVisible();
  },
};

/** On a 360 px phone. */
export const Smartphone: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: '会社の勤務時間' }, pageWait)).toBeVisible();
  },
};

export const Loading: Story = loadingStory('getAppendInitData');
export const FetchFailed: Story = fetchFailedStory('getAppendInitData');
