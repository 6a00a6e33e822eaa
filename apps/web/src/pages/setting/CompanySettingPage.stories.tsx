import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Setting/会社情報',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/setting/company' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's information in the settings box; saving says so. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: '会社名' }, pageWait);
    await expect(name).toHaveValue('株式会社山田工務店');
    await expect(canvas.getByRole('link', { name: '設定に戻る' })).toBeVisible();
  },
};

/** Core §5: a blank required field keeps the form from being sent. */
export const WithMistakes: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: '会社名' }, pageWait);
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('会社名を入力してください。', {}, pageWait)).toBeVisible();
  },
};

export const Loading: Story = loadingStory('getCompanySetting');
export const FetchFailed: Story = fetchFailedStory('getCompanySetting');
