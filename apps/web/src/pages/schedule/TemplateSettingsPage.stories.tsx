import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Schedule/工程テンプレート',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/genbamastersetting/process-template' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's templates with their figures; deleting asks first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'テンプレート一覧' }, pageWait)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'テンプレート名' })).toHaveValue('外装改修 標準');
    await expect(canvas.getByText('4件・12日')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '外装改修 標準を削除' }));
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: 'テンプレートを削除しますか？',
    });
    await expect(confirm).toHaveTextContent(
      'テンプレートを削除すると元に戻すことはできません。よろしいですか？',
    );
  },
};

/** A blank name is refused with the message before anything is sent. */
export const RenameMistake: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: 'テンプレート名' }, pageWait);
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: '名前を保存' }));
    await expect(await canvas.findByText('テンプレート名を入力してください。')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('listScheduleTemplates');

export const Empty: Story = emptyStory(
  'listScheduleTemplates',
  'テンプレートがありません。全体工程表の現場から保存できます。',
);

export const FetchFailed: Story = fetchFailedStory('listScheduleTemplates');

/** A member the server refuses the templates to (403): a plain no-permission state, not the fetch error. */
export const NoPermission: Story = {
  parameters: {
    msw: withMocks(
      mock.error('listScheduleTemplates', 403, { detail: ['工程テンプレートを編集する権限がありません。'] }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('権限がありません', {}, pageWait)).toBeVisible();
    await expect(canvas.getByText('工程テンプレートを編集する権限がありません。')).toBeVisible();
    await expect(canvas.queryByText('データを取得できませんでした')).toBeNull();
  },
};
