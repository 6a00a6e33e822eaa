import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Setting/作業員名簿設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/setting/worker' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved choice (職長 and 協力会社職長 must fill the worker list); saving says so. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: '職長' }, pageWait)).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '協力会社職長' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '一般' })).not.toBeChecked();
  },
};

/** Checking an auth and saving, by keyboard. */
export const Save: Story = {
  play: async ({ canvas }) => {
    const general = await canvas.findByRole('checkbox', { name: '一般' }, pageWait);
    general.focus();
    await userEvent.keyboard(' ');
    await expect(general).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('保存しました。', {}, pageWait)).toBeVisible();
  },
};

/** On a 360 px phone. */
export const Smartphone: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: '職長' }, pageWait)).toBeVisible();
  },
};

export const Loading: Story = loadingStory('getWorkerSetting');
export const FetchFailed: Story = fetchFailedStory('getWorkerSetting');
